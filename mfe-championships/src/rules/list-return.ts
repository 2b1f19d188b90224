/**
 * The championship list as the athlete last left it (`/championships?q=…&filtro=…`), so the detail's back button
 * returns to that search and filter even after the tabs, the rules or a sign-up came in between. Kept for the tab's
 * session only.
 */
const KEY = 'areia:championships-list';

export function rememberList(storage: Pick<Storage, 'setItem'>, href: string): void {
  try {
    storage.setItem(KEY, href);
  } catch {
    // Storage full or blocked: back then goes to the plain list.
  }
}

/** The remembered list address when it is one of `listHref`'s, else `listHref` itself. */
export function listToReturnTo(storage: Pick<Storage, 'getItem'>, listHref: string): string {
  let saved: string | null;
  try {
    saved = storage.getItem(KEY);
  } catch {
    saved = null;
  }
  return saved !== null && (saved === listHref || saved.startsWith(`${listHref}?`)) ? saved : listHref;
}
