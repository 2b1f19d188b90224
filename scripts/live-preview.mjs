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

/**
 * index.html with the preview's title and description replacing its own, and the Open Graph tags before </head>;
 * with `dayUrl`, a preload of the day's answer too, so the phone asks for it with the page's first scripts instead of
 * after they have run (the request shared/src/web/api/public-day.ts makes: CORS, no credentials).
 */
export function injectPreview(html, day, url, dayUrl) {
  const { title, description } = previewTags(day, url);
  const preload = dayUrl ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(dayUrl)}" />` : '';
  const tags = previewTags(day, url).tags + preload;
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/i, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(/<\/head>/i, () => `${tags}</head>`);
}

/**
 * The preview page for a request path, or undefined when the path is not the live page or the API did not answer in
 * time (then the host serves index.html as it is: the page itself works the same).
 * `apiUrl` is the API as the browser reaches it (the preload's address); `readApiUrl`, as this server reaches it (an
 * internal address next to the API; default the same), so the page's first byte does not wait on a public round trip.
 * @param {{ html: string, pathname: string, apiUrl: string, readApiUrl?: string, appUrl: string, fetchImpl?: typeof fetch, timeoutMs?: number }} o
 * @returns {Promise<string | undefined>}
 */
export async function livePreviewPage({ html, pathname, apiUrl, readApiUrl = apiUrl, appUrl, fetchImpl = fetch, timeoutMs = PREVIEW_TIMEOUT_MS }) {
  const match = LIVE_DAY_PATH.exec(pathname);
  if (!match) return undefined;
  const id = match[1];
  try {
    const dayPath = `/api/live/championships/${encodeURIComponent(id)}/day`;
    const dayUrl = `${apiUrl.replace(/\/+$/, '')}${dayPath}`;
    const answer = await fetchImpl(`${readApiUrl.replace(/\/+$/, '')}${dayPath}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) return undefined;
    const day = await answer.json();
    if (typeof day?.title !== 'string' || typeof day?.occurs !== 'string') return undefined;
    const arenaName = typeof day.arenaName === 'string' ? day.arenaName : null;
    const url = `${appUrl.replace(/\/+$/, '')}/ao-vivo/${encodeURIComponent(id)}`;
    return injectPreview(html, { title: day.title, occurs: day.occurs, arenaName }, url, dayUrl);
  } catch {
    return undefined;
  }
}
