import { useState } from 'react';
import '@areia/shared/web/ui/avatar.css';

interface AvatarProps {
  src: string | null | undefined;
  name: string | null | undefined;
  size?: number;
}

function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** A round picture, or the person's initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 48 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (!src || failed) {
    return (
      <span className="areia-avatar" style={style} role="img" aria-label={name ?? ''}>
        {initials(name)}
      </span>
    );
  }
  return <img className="areia-avatar" style={style} src={src} alt={name ?? ''} width={size} height={size} loading="lazy" onError={() => setFailed(true)} />;
}
