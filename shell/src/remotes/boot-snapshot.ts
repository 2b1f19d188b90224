import { useLayoutEffect } from 'react';

/**
 * The landing's static copy that index.html paints before any script (shell/scripts/landing-snapshot.mjs). Removed
 * in the commit that mounts the route's real page (or its fallback), before that frame is painted, so the swap shows
 * no intermediate screen and moves nothing.
 */
export function dropBootSnapshot(doc: Document = document): void {
  doc.getElementById('areia-snapshot')?.remove();
}

export function useDropBootSnapshot(): void {
  useLayoutEffect(() => dropBootSnapshot(), []);
}

/** For a class component's render (the remote error boundary's fallback). */
export function DropBootSnapshot(): null {
  useDropBootSnapshot();
  return null;
}
