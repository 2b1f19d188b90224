import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { formatShortDate } from '@areia/shared/core/format/format';
import { placeHeadline, pointsWon } from '@areia/shared/core/rules/result-words';
import type { Tx } from '../../platform/db/tx';
import { messages } from '../../platform/http/messages';
import { resultOf, type AthleteResult } from './reads';

/** The Open Graph size: WhatsApp, Telegram and the share sheets show it whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const FONTS_FOLDER = new URL('../../../assets/fonts/', import.meta.url);

type Fonts = { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[];
let fonts: Fonts | undefined;

/** Inter, shipped in api/assets/fonts (OFL): read once, on the first card. */
function cardFonts(): Fonts {
  fonts ??= [
    { name: 'Inter', data: readFileSync(new URL('inter-latin-400-normal.woff', FONTS_FOLDER)), weight: 400, style: 'normal' },
    { name: 'Inter', data: readFileSync(new URL('inter-latin-800-normal.woff', FONTS_FOLDER)), weight: 800, style: 'normal' },
  ];
  return fonts;
}

// The app's dark theme (shared/src/web/ui/theme.css): the card looks like the screen it comes from.
const colors = {
  bg: '#000000',
  surface: '#18181b',
  border: '#2e2e33',
  text: '#fafafa',
  muted: '#a1a1aa',
  accent: '#0ea5e9',
  gold: '#fbbf24',
  silver: '#d4d4d8',
  bronze: '#f59e0b',
  up: '#4ade80',
  down: '#f87171',
};

type Style = Record<string, string | number>;
type Node = { type: string; props: { style?: Style; children?: Child | Child[]; [key: string]: unknown } };
type Child = Node | string;

/** A satori element without JSX: the API is not a React project. */
function h(type: string, style: Style, ...children: Child[]): Node {
  return { type, props: { style: { display: 'flex', ...style }, children } };
}

const medalColor = (placement: number) => (placement === 1 ? colors.gold : placement === 2 ? colors.silver : placement === 3 ? colors.bronze : colors.accent);

/** An arrow drawn, not typed: the shipped Latin subset has no "→". */
function arrow(color: string): Node {
  return {
    type: 'svg',
    props: {
      width: 44,
      height: 32,
      viewBox: '0 0 44 32',
      style: { margin: '0 14px' },
      children: [{ type: 'path', props: { d: 'M2 16h36M26 4l12 12-12 12', stroke: color, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } }],
    },
  };
}

function stat(label: string, ...value: Child[]): Node {
  return h(
    'div',
    { flexDirection: 'column', flex: 1, padding: '24px 32px', background: colors.surface, border: `2px solid ${colors.border}`, borderRadius: 24 },
    h('div', { fontSize: 26, color: colors.muted }, label),
    h('div', { alignItems: 'center', fontSize: 54, fontWeight: 800, marginTop: 6 }, ...value),
  );
}

/** The card's tree: the place as a medal and a headline, the championship, the team, the points and the level change. */
export function cardTree(result: AthleteResult): Node {
  const medal = medalColor(result.placement);
  const delta = result.levelAfter - result.levelBefore;
  const deltaColor = delta >= 0 ? colors.up : colors.down;
  const details = [result.category, messages.cardTeams(result.teams), formatShortDate(result.occurs.toISOString())].join(' · ');
  return h(
    'div',
    { width: '100%', height: '100%', flexDirection: 'column', padding: '48px 64px', boxSizing: 'border-box', background: colors.bg, color: colors.text, fontFamily: 'Inter' },
    h(
      'div',
      { justifyContent: 'space-between', alignItems: 'center', fontSize: 28, color: colors.muted },
      h('div', { color: colors.accent, fontWeight: 800, letterSpacing: 6 }, 'AREIA'),
      h('div', {}, details),
    ),
    h(
      'div',
      { alignItems: 'center', marginTop: 'auto' },
      h(
        'div',
        { width: 170, height: 170, borderRadius: '50%', border: `10px solid ${medal}`, flexShrink: 0, alignItems: 'center', justifyContent: 'center', fontSize: 72, fontWeight: 800, color: medal },
        `${result.placement}º`,
      ),
      h(
        'div',
        { flexDirection: 'column', marginLeft: 40, flex: 1 },
        h('div', { fontSize: 84, fontWeight: 800, lineHeight: 1.05, color: medal }, placeHeadline(result.placement, result.agreement)),
        h('div', { fontSize: 44, fontWeight: 800, marginTop: 10, lineClamp: 1 }, result.championshipTitle),
        h('div', { fontSize: 32, color: colors.muted, marginTop: 8 }, result.team.join(' / ')),
      ),
    ),
    h(
      'div',
      { marginTop: 'auto', gap: 28 },
      stat(messages.cardRanking, pointsWon(result.points)),
      stat(
        messages.cardLevel,
        String(result.levelBefore),
        arrow(deltaColor),
        String(result.levelAfter),
        h('div', { fontSize: 32, color: deltaColor, marginLeft: 18 }, `(${delta >= 0 ? '+' : '−'}${Math.abs(delta)})`),
      ),
    ),
  );
}

/**
 * The card as a PNG: satori lays it out as SVG, resvg rasterizes it on libuv's thread pool (most of the time, and off
 * the event loop that serves every other request).
 */
export async function renderResultCard(result: AthleteResult): Promise<Buffer> {
  const svg = await satori(cardTree(result) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() });
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } })).asPng();
}

/** Cards drawn lately, by ETag: a link shared in a group is fetched by every phone's preview within minutes. */
const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 64;

async function cachedCard(etag: string, result: AthleteResult): Promise<Buffer> {
  const kept = drawn.get(etag);
  if (kept) {
    drawn.delete(etag);
    drawn.set(etag, kept);
    return kept;
  }
  const png = await renderResultCard(result);
  drawn.set(etag, png);
  if (drawn.size > DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  return png;
}

/** Bumped when the drawing changes, so caches holding an older card ask again. */
const CARD_VERSION = 1;

/** A result's card: its ETag (what it shows, hashed) and how to draw it, or null when there is no such result. */
export async function resultCard(db: Tx, championshipId: string, athleteId: string): Promise<{ result: AthleteResult; etag: string; render: () => Promise<Buffer> } | null> {
  const result = await resultOf(db, championshipId, athleteId);
  if (!result) return null;
  const etag = `"${createHash('sha256').update(JSON.stringify([CARD_VERSION, result])).digest('base64url').slice(0, 27)}"`;
  return { result, etag, render: () => cachedCard(etag, result) };
}
