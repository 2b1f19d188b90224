// @ts-check
// The names the web app keeps in localStorage, written down once: the session (shared/src/web/api/token-storage.ts),
// the device token of past logins (shared/src/web/api/auth.ts), the boot script that reads the token before the
// bundles load (shell/src/boot/inline-boot.ts) and the landing snapshot's signed-in check
// (shell/scripts/landing-snapshot.mjs), and the profile's theme choice, which the same boot script reads before the
// first paint. Plain JavaScript with no imports, like manifest.mjs: the build scripts load it on Node as it is.

/** The session's bearer token (docs/architecture.md, "The session"). */
export const TOKEN_STORAGE_KEY = 'auth_token';
/** The last known profile, the fallback while the API cannot be reached. */
export const USER_STORAGE_KEY = 'user-data';
/** The device token a login answered with; sent back with the next logins, kept across sign-out. */
export const DEVICE_STORAGE_KEY = 'areia_device';
/** The profile's "Modo sol" choice (core/theme.ts): absent means follow the phone. */
export const THEME_STORAGE_KEY = 'areia_theme';
