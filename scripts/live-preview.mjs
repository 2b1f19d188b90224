// The link preview of the public "Ao vivo" page (/ao-vivo/:id): the shell's index.html is the same static file for
// every route, so a chat app that reads a shared link (WhatsApp, Telegram: they run no JavaScript) would see only
// "Areia". For that one route the server reads the championship's public day from the API and writes its title, date
// and arena into the page's <title> and Open Graph tags, every value escaped. scripts/serve-static.mjs does it for
// `pnpm start` and the e2e stack; docs/operations.md says what a production host does.

/** The public route the preview is for: `/ao-vivo/<id>` (shared/src/core/manifest.mjs, screen `liveDay`). */
export const LIVE_DAY_PATH = /^\/ao-vivo\/([^/]+)\/?$/;
/** A chat app waits a few seconds for a page; the preview never holds the page longer than this. */
export const PREVIEW_TIMEOUT_MS = 1500;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** 'sábado, 12 de dezembro de 2026' in Brasília time (as the page writes it, shared/src/core/format/format.ts). */
export function longDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(date);
}

/**
 * The tags for one championship's day: `<title>`, `og:title`, `og:description` (date and arena), `og:url`, and the
 * description the page's other routes share.
 * @param {{ title: string, occurs: string, arenaName: string | null }} day
 * @param {string} url the page's public address
 */
export function previewTags(day, url) {
  const title = `Ao vivo · ${day.title} · Areia`;
  const description = [longDate(day.occurs), day.arenaName].filter(Boolean).join(' · ');
  return {
    title,
    tags: [
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Areia" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:locale" content="pt_BR" />`,
      `<meta name="twitter:card" content="summary" />`,
    ].join(''),
    description,
  };
}

/** The id of the day's answer written into the page (shared/src/web/api/public-day.ts reads it). */
export const DAY_DATA_ID = 'areia-live-day';

/**
 * The day's answer as a JSON data block: not run (no JavaScript type, so the CSP's script rules do not apply), read
 * by the page as its first data instead of asking the API again. `<` is written `\u003c`, so no text in it can close
 * the element.
 */
export function dayDataBlock(day) {
  return `<script type="application/json" id="${DAY_DATA_ID}">${JSON.stringify(day).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page's heading painted from the HTML, before any script, as the landing's copy is (shell/scripts/
 * landing-snapshot.mjs): `#areia-snapshot` over #root, aria-hidden, removed by the shell in the commit that mounts the
 * real page (shell/src/remotes/boot-snapshot.ts), which draws the same heading in the same place
 * (mfe-auth/src/pages/live-day-page.module.css).
 */
export const SNAPSHOT_CSS =
  '#areia-snapshot{position:absolute;top:0;left:0;right:0;z-index:10;background:var(--areia-bg)}' +
  '.lv-snap{box-sizing:border-box;max-width:720px;margin:0 auto;padding:16px;font-family:var(--areia-font,system-ui,sans-serif);line-height:1.5}' +
  '.lv-snap-badge{display:inline-flex;align-items:center;gap:8px;margin:0;padding:4px 12px;border-radius:999px;background:var(--areia-danger-soft);color:var(--areia-danger);font-weight:700;font-size:.85rem;text-transform:uppercase;letter-spacing:.04em}' +
  '.lv-snap-dot{width:8px;height:8px;border-radius:50%;background:currentColor}' +
  '.lv-snap-title{margin:10px 0 0;font-size:1.5rem;font-weight:800;line-height:1.2;overflow-wrap:break-word}' +
  '.lv-snap-when{margin:6px 0 0;color:var(--areia-muted)}';

export function snapshotMarkup(day) {
  const when = [longDate(day.occurs), day.arenaName].filter(Boolean).join(' · ');
  return (
    `<div id="areia-snapshot" aria-hidden="true"><div class="lv-snap">` +
    `<p class="lv-snap-badge"><span class="lv-snap-dot"></span>Ao vivo</p>` +
    `<p class="lv-snap-title">${escapeHtml(day.title)}</p><p class="lv-snap-when">${escapeHtml(when)}</p></div></div>`
  );
}

/**
 * index.html with the preview's title and description replacing its own, and the Open Graph tags before </head>.
 * With the whole answer (`data`), also the answer itself as the page's first data and, unless `paint` is false (the
 * TV, whose layout differs), its heading painted before any script.
 */
export function injectPreview(html, day, url, { data, paint = true } = {}) {
  const { title, description } = previewTags(day, url);
  const tags = previewTags(day, url).tags + (data ? dayDataBlock(data) : '') + (data && paint ? `<style>${SNAPSHOT_CSS}</style>` : '');
  const snapshot = data && paint ? snapshotMarkup(day) : '';
  return html
    .replace(/<div id="root">/i, (root) => `${snapshot}${root}`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/i, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(/<\/head>/i, () => `${tags}</head>`);
}

/**
 * The preview page for a request path, or undefined when the path is not the live page or the API did not answer in
 * time (then the host serves index.html as it is: the page itself works the same).
 * `readApiUrl` is the API as this server reaches it (an internal address next to the API; default `apiUrl`, the
 * browser's), so the page's first byte does not wait on a public round trip. `tv`: the address asks for TV mode.
 * @param {{ html: string, pathname: string, tv?: boolean, apiUrl: string, readApiUrl?: string, appUrl: string, fetchImpl?: typeof fetch, timeoutMs?: number }} o
 * @returns {Promise<string | undefined>}
 */
export async function livePreviewPage({ html, pathname, tv = false, apiUrl, readApiUrl = apiUrl, appUrl, fetchImpl = fetch, timeoutMs = PREVIEW_TIMEOUT_MS }) {
  const match = LIVE_DAY_PATH.exec(pathname);
  if (!match) return undefined;
  const id = match[1];
  try {
    const dayPath = `/api/live/championships/${encodeURIComponent(id)}/day`;
    const answer = await fetchImpl(`${readApiUrl.replace(/\/+$/, '')}${dayPath}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) return undefined;
    const day = await answer.json();
    if (typeof day?.title !== 'string' || typeof day?.occurs !== 'string') return undefined;
    const arenaName = typeof day.arenaName === 'string' ? day.arenaName : null;
    const url = `${appUrl.replace(/\/+$/, '')}/ao-vivo/${encodeURIComponent(id)}`;
    return injectPreview(html, { title: day.title, occurs: day.occurs, arenaName }, url, { data: day, paint: !tv });
  } catch {
    return undefined;
  }
}
