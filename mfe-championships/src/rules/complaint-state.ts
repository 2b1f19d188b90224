import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Team } from '@areia/shared/core/schemas/team';

export interface ComplaintState {
  championship: ChampionshipDetail;
  team: Team;
}

/** Navigation state from the championship's team list; anything else means the screen was opened without data. */
export function parseComplaintState(state: unknown): Partial<ComplaintState> | null {
  if (!state || typeof state !== 'object') return null;
  const { championship, team } = state as Partial<ComplaintState>;
  if (!championship && !team) return null;
  return { championship, team };
}
