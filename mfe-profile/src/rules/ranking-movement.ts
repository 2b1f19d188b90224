import { messages } from '../messages';

export type RankingMovement = { direction: 'up' | 'down' | 'steady'; label: string };

/** `ranking_change` is places gained since the month's snapshot; negative means places lost. */
export function rankingMovement(change: number | null | undefined): RankingMovement {
  const places = Number.isFinite(change) ? Math.trunc(change as number) : 0;
  if (places > 0) return { direction: 'up', label: messages.rankingUp(places) };
  if (places < 0) return { direction: 'down', label: messages.rankingDown(-places) };
  return { direction: 'steady', label: messages.rankingSteady };
}
