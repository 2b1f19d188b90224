import { useState } from 'react';
import { PinIcon } from '@areia/shared/web/ui/icons';
import styles from './arena-picture.module.css';

interface ArenaPictureProps {
  src: string | null | undefined;
  alt: string;
  variant: 'logo' | 'hero';
}

/** The arena's logo or photo; a drawn placeholder when it has none or it fails to load. */
export function ArenaPicture({ src, alt, variant }: ArenaPictureProps) {
  const [failed, setFailed] = useState(false);
  const className = variant === 'logo' ? styles.logo : styles.hero;
  if (!src || failed) {
    return (
      <div className={`${className} ${styles.placeholder}`} role="img" aria-label={alt} data-testid="arena-placeholder">
        <PinIcon size={variant === 'logo' ? 24 : 48} />
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
