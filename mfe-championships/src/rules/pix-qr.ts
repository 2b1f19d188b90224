/**
 * The PIX code as a QR image (an SVG data URL, which the page's CSP allows for images). The QR library is loaded
 * only when a sheet opens, so the championship page does not carry it.
 */
export async function pixQrDataUrl(brcode: string): Promise<string> {
  const { toString } = await import('qrcode');
  // Level M, as bank apps print theirs: readable off a phone screen in the sun, still small for ~150 characters.
  const svg = await toString(brcode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
