// Draws the app's PNG icons from its own SVG logo (shell/public/icon.svg), so Android and iPhone home screens get a
// proper icon: `node scripts/icons.mjs` (or `pnpm icons`). Writes into shell/public; the PNGs are committed.
//  - icon-192.png, icon-512.png: the logo as it is (rounded black square), purpose "any";
//  - icon-maskable-512.png: the logo at 70 % (inside the maskable safe circle, radius 40 %) on a full black square, purpose "maskable";
//  - apple-touch-icon.png (180): full-bleed black square (iOS rounds the corners itself and shows transparency black).
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// sharp is a dependency of the API; the front end does not need it at run time.
const sharp = createRequire(path.join(root, 'api', 'package.json'))('sharp');
const publicDir = path.join(root, 'shell', 'public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'));
const BLACK = { r: 0, g: 0, b: 0, alpha: 1 };

/** The logo at `size` px, with its rounded corners, on a transparent background. */
const logo = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size).png().toBuffer();

/** The logo scaled to `scale` of a `size` px black square, centred. */
async function onSquare(size, scale) {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: BLACK } })
    .composite([{ input: await logo(inner), gravity: 'centre' }])
    .flatten({ background: BLACK })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, draw: () => sharp(svg, { density: 432 }).resize(192, 192).png({ compressionLevel: 9 }).toBuffer() },
  { file: 'icon-512.png', size: 512, draw: () => sharp(svg, { density: 1152 }).resize(512, 512).png({ compressionLevel: 9 }).toBuffer() },
  { file: 'icon-maskable-512.png', size: 512, draw: () => onSquare(512, 0.7) },
  { file: 'apple-touch-icon.png', size: 180, draw: () => onSquare(180, 1) },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const icon of ICONS) {
    const png = await icon.draw();
    writeFileSync(path.join(publicDir, icon.file), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${(png.length / 1024).toFixed(1)} KB`);
  }
}
