// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LiveQr from './live-qr';

afterEach(cleanup);

describe('LiveQr', () => {
  it('draws the address as an SVG QR code image, named for screen readers', async () => {
    render(<LiveQr url="https://areia.app/ao-vivo/c-1" />);
    const image = await screen.findByAltText('QR code para acompanhar no celular');
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
    expect(screen.getByText('Acompanhe no celular')).toBeTruthy();
  });
});
