import type { OrganizerTeam } from '@areia/shared/core/schemas/organizer';

/** A team's name by its id. Games and pool tables name their teams by id only; the names come once, in `teams`. */
export type TeamNames = (teamId: string) => string;

/** One lookup built from the championship's `teams`; an id it does not hold reads as empty. */
export function teamNames(teams: readonly Pick<OrganizerTeam, 'id' | 'name'>[]): TeamNames {
  const byId = new Map(teams.map((team) => [team.id, team.name]));
  return (teamId) => byId.get(teamId) ?? '';
}
