import type { Championship } from '@areia/shared/core/schemas/championship';
import { stageLabel } from '@areia/shared/core/rules/lifecycle';

/**
 * What the card and the page say of the championship's stage: the API's label; while it is being played, "Ao vivo" on
 * a day it has games and "Grupos sorteados · começa dd/mm" before its first one.
 */
export const stageText = (championship: Pick<Championship, 'status' | 'games_today' | 'first_game_at'>, now: Date = new Date()): string =>
  stageLabel(championship.status, championship.games_today, championship.first_game_at ? new Date(championship.first_game_at) : null, now);
