import { useLocation } from 'react-router-dom';

/**
 * Where a "back" button should go: the previous page when the app has one (-1), else `fallback` — a page opened
 * straight from a link or a new tab has no history, and navigate(-1) would leave the app or do nothing.
 */
export function useBackTarget(fallback: string): string | -1 {
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default'.
  return location.key === 'default' ? fallback : -1;
}

/**
 * Back from a detail to the list it was opened from, with that list's search and filter (`state.from`), else to
 * the plain list.
 */
export function useReturnToList(listHref: string): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith(listHref) ? state.from : listHref;
}
