/**
 * The two themes (docs/architecture.md, "Themes: dark and Modo sol") and the rule that picks one: dark when the phone asks for dark or says nothing; "Modo sol"
 * (light, text at 7:1 or more) when the phone asks for light, unless the athlete chose on the profile to always or
 * never use it. React-free: index.html's first-paint script runs it before any bundle.
 */

export type Theme = 'escuro' | 'sol';

/** The profile's choice: follow the phone, always Modo sol, never Modo sol. */
export const THEME_CHOICES = ['auto', 'sol', 'escuro'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The media query of a phone set to light. */
export const PHONE_LIGHT_QUERY = '(prefers-color-scheme: light)';

/**
 * The browser bar's colour (`<meta name="theme-color">`) per theme: each theme's page background, `--areia-bg` in
 * shared/src/web/ui/theme.css (a test keeps them equal).
 */
export const THEME_BAR_COLOR: Record<Theme, string> = { escuro: '#000000', sol: '#ffffff' };

/** A stored value as a choice; anything else (nothing stored, an old or edited value) follows the phone. */
export function themeChoiceOf(stored: string | null | undefined): ThemeChoice {
  return stored === 'sol' || stored === 'escuro' ? stored : 'auto';
}

/** The theme to show for a choice and the phone's setting. */
export function themeFor(choice: ThemeChoice, phoneWantsLight: boolean): Theme {
  if (choice === 'auto') return phoneWantsLight ? 'sol' : 'escuro';
  return choice;
}
