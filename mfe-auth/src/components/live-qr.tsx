import { useEffect, useState } from 'react';
import { liveMessages } from '../live-messages';

/**
 * The page's address as a QR code on the TV, an SVG image made in the browser. `qrcode` (already the PIX sheet's QR
 * library) is imported here only, and this component is loaded only in TV mode: a phone's visit never downloads it.
 */
export default function LiveQr({ url, className }: { url: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then(({ toString }) => toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }))
      .then((svg) => {
        if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [url]);
  return (
    <figure className={className}>
      {src ? <img src={src} alt={liveMessages.qrLabel} width={200} height={200} data-testid="live-qr" /> : <span style={{ display: 'block', width: 200, height: 200 }} />}
      <figcaption>{liveMessages.qrCaption}</figcaption>
    </figure>
  );
}
