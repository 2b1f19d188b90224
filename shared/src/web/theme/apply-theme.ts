import { THEME_STORAGE_KEY } from '@areia/shared/core/storage-keys';
import { PHONE_LIGHT_QUERY, THEME_BAR_COLOR, themeChoiceOf, themeFor, type Theme, type ThemeChoice } from '@areia/shared/core/theme';

/**
 * The theme on the page: `<html data-theme>` (theme.css's tokens follow it) and the browser bar's colour. Kept in the
 * page itself, not in a module's memory, so index.html's first-paint script, the shell and a remote all agree.
 */

/** The profile's stored choice; no storage (private mode, blocked) follows the phone. */
export function storedThemeChoice(): ThemeChoice {
  try {
    return themeChoiceOf(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

function phoneWantsLight(): boolean {
  return typeof matchMedia === 'function' && matchMedia(PHONE_LIGHT_QUERY).matches;
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BAR_COLOR[theme]);
}

/** Shows the theme the stored choice and the phone's setting call for; returns it. */
export function applyStoredTheme(): Theme {
  const theme = themeFor(storedThemeChoice(), phoneWantsLight());
  applyTheme(theme);
  return theme;
}

/** Remembers the profile's choice on this device and shows it at once. */
export function saveThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'auto') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // no storage: the choice holds on this page until it is closed
    applyTheme(themeFor(choice, phoneWantsLight()));
    return;
  }
  applyStoredTheme();
}

/**
 * Keeps the page on the right theme while it is open: the phone switching between light and dark (at sunset, say),
 * and a choice made in another tab. Returns the way to stop.
 */
export function followThemeChanges(): () => void {
  const onChange = () => void applyStoredTheme();
  const query = typeof matchMedia === 'function' ? matchMedia(PHONE_LIGHT_QUERY) : undefined;
  query?.addEventListener('change', onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
