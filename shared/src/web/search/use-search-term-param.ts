import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@areia/shared/web/search/use-debounced-value';

/**
 * A search box's text, remembered in the address (`?q=`) so back from a detail returns to the same search.
 * The box itself reads local state: bound straight to the address it would lag behind a router navigation per
 * keystroke and drop letters typed quickly. The address (and `settled`) follow once typing pauses for `delayMs`.
 */
export function useSearchTermParam(key = 'q', delayMs = 300): {
  term: string;
  setTerm: (term: string) => void;
  settled: string;
  /** This page's address with the term as typed right now, for links whose back button should return here. */
  hereHref: string;
} {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [term, setTerm] = useState(() => params.get(key) ?? '');
  const settled = useDebouncedValue(term, delayMs);
  const inAddress = params.get(key) ?? '';

  useEffect(() => {
    if (inAddress === settled) return;
    // The athlete is already leaving for another screen (still loading, so this page is on screen): a search-only
    // navigation now would resolve against the new address and stamp `?q=` onto it.
    if (router && router.state.location.pathname !== pathname) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (settled) next.set(key, settled);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [inAddress, settled, key, setParams, pathname, router]);

  const here = new URLSearchParams(params);
  if (term) here.set(key, term);
  else here.delete(key);
  const query = here.toString();
  return { term, setTerm, settled, hereHref: query ? `${pathname}?${query}` : pathname };
}
