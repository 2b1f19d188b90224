import { foldText } from '@areia/shared/format/format';
import type { Player } from '@areia/shared/schemas/player';

/** Players whose name or nickname contains the term, ignoring case and accents ('jose' finds 'José'). */
export function filterPlayers(players: readonly Player[], term: string): Player[] {
  const needle = foldText(term);
  if (!needle) return [...players];
  return players.filter((player) =>
    [player.full_name, player.nickname, player.name].some((text) => foldText(text).includes(needle)),
  );
}
