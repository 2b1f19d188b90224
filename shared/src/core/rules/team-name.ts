/** Between the members of a team, everywhere a team is named: "Duda / Bia". */
export const TEAM_NAME_SEPARATOR = ' / ';

/** A team named by its members' nicknames, in their order. */
export function teamNameOf(nicknames: readonly string[]): string {
  return nicknames.join(TEAM_NAME_SEPARATOR);
}
