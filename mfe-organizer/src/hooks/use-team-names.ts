import { useMemo } from 'react';
import type { OrganizerTeam } from '@areia/shared/core/schemas/organizer';
import { teamNames, type TeamNames } from '../rules/team-names';

/** The championship's team names by id, built once per `teams` answer (games and pool tables carry ids only). */
export function useTeamNames(teams: readonly OrganizerTeam[]): TeamNames {
  return useMemo(() => teamNames(teams), [teams]);
}
