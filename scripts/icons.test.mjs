import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS } from './icons.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(root, 'api', 'package.json'))('sharp');
const publicDir = path.join(root, 'shell', 'public');

describe('home-screen icons', () => {
  it('are committed PNGs of the sizes the manifest and the page announce', async () => {
    for (const icon of ICONS) {
      const meta = await sharp(path.join(publicDir, icon.file)).metadata();
      expect([icon.file, meta.format, meta.width, meta.height]).toEqual([icon.file, 'png', icon.size, icon.size]);
    }
  });

  it('are the current drawing of icon.svg (run `pnpm icons` after changing the logo)', async () => {
    for (const icon of ICONS) {
      const committed = await sharp(path.join(publicDir, icon.file)).raw().toBuffer();
      const drawn = await sharp(await icon.draw()).raw().toBuffer();
      expect(committed.equals(drawn), icon.file).toBe(true);
    }
  });

  it('the maskable and apple-touch icons are opaque squares (no transparent corners on Android or iOS)', async () => {
    for (const file of ['icon-maskable-512.png', 'apple-touch-icon.png']) {
      const { channels } = await sharp(path.join(publicDir, file)).stats();
      expect(channels[3]?.min ?? 255, file).toBe(255);
    }
  });

  it('the web manifest lists 192, 512 and a maskable icon; index.html links the apple-touch-icon', () => {
    const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));
    const icons = manifest.icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(['/icon-192.png 192x192 any', '/icon-512.png 512x512 any', '/icon-maskable-512.png 512x512 maskable']),
    );
    const html = readFileSync(path.join(root, 'shared', 'build', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});
