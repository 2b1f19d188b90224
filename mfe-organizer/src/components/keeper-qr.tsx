import { useEffect, useState } from 'react';
import { messages as m } from '../messages';

/**
 * The scorekeeper's link as a QR code, so the person at the court scans it off the organizer's phone. Loaded only once a
 * link is created (lazy in scorekeeper-link.tsx): the day screen itself does not carry `qrcode`.
 */
export default function KeeperQr({ url }: { url: string }) {
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
  return src ? <img src={src} alt={m.keeperQr} width={180} height={180} style={{ display: 'block', borderRadius: 8 }} /> : <span style={{ display: 'block', width: 180, height: 180 }} />;
}
