import type { OrganizerChampionship, OrganizerGame } from '@areia/shared/core/schemas/organizer';
import { messages as m } from '../messages';

export type ChampionshipStage = 'signups' | 'closed' | 'pools' | 'poolsFinished' | 'knockout' | 'finished' | 'cancelled';

/**
 * The organizer's next step, within the lifecycle the API sent (`stage`): each step opens the next action
 * (close → draw → scores → knockout → finish).
 */
export function championshipStage(championship: OrganizerChampionship): ChampionshipStage {
  if (championship.stage === 'cancelado') return 'cancelled';
  if (championship.stage === 'finalizado') return 'finished';
  if (championship.knockoutPublished) return 'knockout';
  if (championship.poolsFinished) return 'poolsFinished';
  if (championship.poolsDrawn) return 'pools';
  if (championship.signupsClosed) return 'closed';
  return 'signups';
}

export const STAGE_LABELS: Record<ChampionshipStage, string> = {
  signups: m.stageSignups,
  closed: m.stageClosed,
  pools: m.stagePools,
  poolsFinished: m.stagePoolsFinished,
  knockout: m.stageKnockout,
  finished: m.stageFinished,
  cancelled: m.stageCancelled,
};

export interface GameSection {
  key: string;
  title: string;
  games: OrganizerGame[];
}

/**
 * Games by phase then group ('Grupos · Grupo A', 'Semifinal'), each section in time order, sections in the order of
 * their first game: what the organizer walks through at the venue.
 */
export function gameSections(games: readonly OrganizerGame[]): GameSection[] {
  const sorted = [...games].sort(
    (x, y) =>
      x.phase - y.phase ||
      (x.phase === 1 ? x.group.localeCompare(y.group) : 0) ||
      (x.scheduledAt ?? '').localeCompare(y.scheduledAt ?? '') ||
      (x.court ?? '').localeCompare(y.court ?? '', 'pt-BR', { numeric: true }),
  );
  const sections = new Map<string, GameSection>();
  for (const game of sorted) {
    const key = game.phase === 1 ? `1:${game.group}` : `${game.phase}`;
    const title = game.phase === 1 ? `${game.phaseLabel} · ${m.pool(game.group)}` : game.phaseLabel;
    const section = sections.get(key) ?? { key, title, games: [] };
    section.games.push(game);
    sections.set(key, section);
  }
  return [...sections.values()];
}

/** 'Placar informado por Ana, aguardando confirmação' / 'Placar contestado…' for a game with an open report. */
export function reportNotice(game: OrganizerGame): string | null {
  if (!game.report) return null;
  return game.report.status === 'disputed' ? m.reportDisputed : m.reportPending(game.report.reportedByName);
}
