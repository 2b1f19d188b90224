// The page template's inline style: the background and text colours of both themes, taken from theme.css's tokens
// (written there once), so the page is drawn in the right theme before any stylesheet arrives. index.html's boot
// script sets <html data-theme> before the first paint (shell/src/boot/inline-boot.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const THEME_CSS = path.join(import.meta.dirname, '..', 'src', 'web', 'ui', 'theme.css');
const FIRST_PAINT_TOKENS = ['--areia-bg', '--areia-text', 'color-scheme'];

/** `selector { ... }`'s declarations of the first-paint tokens, as `name:value` pairs. */
function tokensOf(css, selector) {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`theme.css: ${selector} não encontrado`);
  const body = css.slice(at, css.indexOf('}', at));
  return FIRST_PAINT_TOKENS.map((name) => {
    const value = new RegExp(`(?:^|[\\s;{])${name}:\\s*([^;]+);`).exec(body)?.[1];
    if (!value) throw new Error(`theme.css: ${selector} sem ${name}`);
    return `${name}:${value.trim()}`;
  }).join(';');
}

/** @param {string} [css] theme.css's text */
export function firstPaintCss(css = readFileSync(THEME_CSS, 'utf8')) {
  return (
    `:root{${tokensOf(css, ':root')}}` +
    `:root[data-theme=sol]{${tokensOf(css, ":root[data-theme='sol']")}}` +
    'html,body{background:var(--areia-bg);color:var(--areia-text);margin:0}'
  );
}
