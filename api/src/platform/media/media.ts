import type { Context } from 'hono';
import type { AppDeps } from '../../deps';

/**
 * Stored image paths are relative ('/media/...'); answers carry absolute URLs so a front end on any origin
 * can load them. AREIA_PUBLIC_URL wins (behind a proxy), else the origin the request came in on.
 */
export function absoluteUrl(c: Context, deps: AppDeps, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  const base = deps.config.publicUrl ?? new URL(c.req.url).origin;
  return `${base}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

export const DEMO_KINDS = ['banner', 'logo', 'arena', 'avatar'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

export function demoImagePath(kind: DemoKind, slug: string): string {
  return `/media/demo/${kind}/${slug}.svg`;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function initials(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Demo art drawn here rather than downloaded: a colour from the slug, sand and sea shapes, initials on the round
 * pictures. Wide pictures carry no text: the screen shows the real name (with accents) beside them.
 */
export function renderDemoSvg(kind: DemoKind, slug: string): string {
  const hue = hashOf(slug) % 360;
  const sky = `hsl(${hue} 70% 55%)`;
  const deep = `hsl(${(hue + 40) % 360} 65% 35%)`;
  const sand = 'hsl(42 70% 72%)';
  const label = escapeXml(initials(slug));
  const title = escapeXml(slug.replace(/-/g, ' '));
  if (kind === 'avatar' || kind === 'logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${title}"><rect width="256" height="256" rx="${kind === 'avatar' ? 128 : 40}" fill="${sky}"/><circle cx="196" cy="60" r="26" fill="hsl(48 95% 65%)"/><path d="M0 190 Q128 150 256 190 V256 H0Z" fill="${sand}" opacity="0.9"/><text x="128" y="150" font-family="Arial, sans-serif" font-size="84" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  }
  const width = kind === 'banner' ? 1200 : 960;
  const height = kind === 'banner' ? 500 : 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.12}" fill="hsl(48 95% 65%)"/><path d="M0 ${height * 0.7} Q${width / 2} ${height * 0.6} ${width} ${height * 0.7} V${height} H0Z" fill="${sand}"/><line x1="${width * 0.5}" y1="${height * 0.35}" x2="${width * 0.5}" y2="${height * 0.72}" stroke="#fff" stroke-width="6"/><rect x="${width * 0.3}" y="${height * 0.35}" width="${width * 0.4}" height="${height * 0.12}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 8"/></svg>`;
}
