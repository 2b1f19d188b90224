import { formatShortDate } from '@areia/shared/core/format/format';
import { levelChange, pointsWon } from '@areia/shared/core/rules/result-words';
import type { AthleteResultView } from '@areia/shared/core/schemas/result';
import { CARD_HEIGHT, CARD_WIDTH } from '../../domain/results/card';
import { messages } from '../../platform/http/messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** What a chat app shows in the link's preview, and the page itself says. */
export function resultPageWords(result: AthleteResultView): { title: string; description: string } {
  const team = result.team.join(' / ');
  return {
    title: `${result.headline} · ${result.championship_title}`,
    description: `${team}: ${result.placement}º lugar entre ${result.teams} duplas (${result.category}, ${formatShortDate(result.occurs)}), ${pointsWon(result.points)}, ${levelChange(result.level_before, result.level_after)}.`,
  };
}

const STYLE = `<style>
  body { margin: 0; background: #000; color: #fafafa; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 640px; margin: 0 auto; padding: 24px 16px 40px; }
  img { display: block; width: 100%; height: auto; border-radius: 16px; border: 1px solid #2e2e33; }
  h1 { font-size: 1.5rem; margin: 20px 0 8px; }
  p { color: #a1a1aa; line-height: 1.5; margin: 0 0 24px; }
  a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 20px; border-radius: 10px; background: #0ea5e9; color: #04131c; font-weight: 700; text-decoration: none; }
</style>`;

/** A shared link whose result is gone (the championship was reopened) or never was, as a person opening it reads it. */
export function missingResultPage(appLink: string): string {
  const message = messages.resultNotFound;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)} — Areia</title>
${STYLE}
</head>
<body>
<main>
<h1>${escapeHtml(message)}</h1>
<p>${escapeHtml(messages.resultNotFoundHint)}</p>
<a href="${escapeHtml(appLink)}">${escapeHtml(messages.resultOpenApp)}</a>
</main>
</body>
</html>
`;
}

/**
 * The shared link's page: Open Graph tags so WhatsApp and the other chat apps show the card, the card itself and a
 * link into the app. No script: it is read by link-preview robots as much as by people.
 */
export function resultPage(result: AthleteResultView, appLink: string): string {
  const { title, description } = resultPageWords(result);
  const e = escapeHtml;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} — Areia</title>
<meta name="description" content="${e(description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Areia">
<meta property="og:locale" content="pt_BR">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(result.share_url)}">
<meta property="og:image" content="${e(result.card_url)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${CARD_WIDTH}">
<meta property="og:image:height" content="${CARD_HEIGHT}">
<meta property="og:image:alt" content="${e(description)}">
<meta name="twitter:card" content="summary_large_image">
${STYLE}
</head>
<body>
<main>
<img src="${e(result.card_url)}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" alt="${e(description)}">
<h1>${e(title)}</h1>
<p>${e(description)}</p>
<a href="${e(appLink)}">${e(messages.resultSeeInApp)}</a>
</main>
</body>
</html>
`;
}
