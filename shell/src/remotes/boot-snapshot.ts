import { useLayoutEffect } from 'react';
import { screenShown } from '../first-screen';

/**
 * The landing's static copy that index.html paints before any script (shell/scripts/landing-snapshot.mjs). Removed
 * in the commit that mounts the route's real page (or its fallback), before that frame is painted, so the swap shows
 * no intermediate screen and moves nothing.
 */
export function dropBootSnapshot(doc: Document = document): void {
  doc.getElementById('areia-snapshot')?.remove();
}

/** Also tells first-screen.ts that the route's first screen is committed. */
export function useDropBootSnapshot(): void {
  useLayoutEffect(() => {
    dropBootSnapshot();
    screenShown();
  }, []);
}

/** For a class component's render (the remote error boundary's fallback). */
export function DropBootSnapshot(): null {
  useDropBootSnapshot();
  return null;
}
