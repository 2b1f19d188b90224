import { describe, expect, it } from 'vitest';
import { staticBrCode } from '@areia/shared/core/pix/brcode';
import { pixQrDataUrl } from './pix-qr';

describe('pixQrDataUrl', () => {
  it('draws the code as an SVG QR whose size grows with the text', async () => {
    const code = staticBrCode({ key: 'organizador@areia.app', name: 'Organização Areia', city: 'Niterói', amountCents: 5000, txid: 'ABC123' });
    const url = await pixQrDataUrl(code);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    const side = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    // Far more modules than the smallest QR (21 plus the 2-module margins): the whole code is in it.
    expect(side).toBeGreaterThan(25 + 10);
    const short = decodeURIComponent((await pixQrDataUrl('A')).split(',')[1]!);
    expect(Number(/viewBox="0 0 (\d+)/.exec(short)![1])).toBeLessThan(side);
  });
});
