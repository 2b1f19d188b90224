import { formatLongDate, formatTime } from '@areia/shared/core/format/format';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import type { GroupRow } from '@areia/shared/core/schemas/standings';
import { liveMessages } from '../live-messages';

/** "Ana / Bia × Carla / Duda": each team is already its players' nicknames. */
export function matchup(game: Pick<DayGame, 'teamA' | 'teamB'>): string {
  return `${game.teamA.name} ${liveMessages.versus} ${game.teamB.name}`;
}

/** The set score as the court shows it, "21–18 · 8–6"; '' before the first point. */
export function setsLine(game: Pick<DayGame, 'liveSets' | 'sets'>): string {
  const sets = game.liveSets ?? game.sets;
  if (!sets || sets.length === 0) return '';
  return sets.map((set) => `${set.a}–${set.b}`).join(' · ');
}

/** "previsto 10:40" (Brasília time), '' when the time is unreadable. */
export function predictedLine(game: Pick<DayGame, 'predictedStart'>): string {
  const time = formatTime(game.predictedStart);
  return time ? liveMessages.predicted(time) : '';
}

/** The heading's second line: "sábado, 14 de dezembro de 2026 · Arena Leblon". */
export function whenAndWhere(occurs: string, arenaName: string | null): string {
  return [formatLongDate(occurs), arenaName].filter(Boolean).join(' · ');
}

/** The standings in groups, each group's rows by position, groups by label. */
export function standingsByGroup(rows: readonly GroupRow[]): { label: string; rows: GroupRow[] }[] {
  const groups = new Map<string, GroupRow[]>();
  for (const row of rows) groups.set(row.group_label, [...(groups.get(row.group_label) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
    .map(([label, list]) => ({ label, rows: [...list].sort((x, y) => x.position - y.position) }));
}

/** A link's query says TV mode: `?tv=1` (or `?tv`), nothing else. */
export function isTvMode(search: string): boolean {
  const value = new URLSearchParams(search).get('tv');
  return value === '' || value === '1';
}

/** The page's own address without `?tv=1`: what the TV's QR code opens on a phone. */
export function phoneUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('tv');
  url.hash = '';
  return url.toString();
}
