import type { Championship } from '@areia/shared/core/schemas/championship';
import { stageLabel } from '@areia/shared/core/rules/lifecycle';

/** What the card and the page say of the championship's stage: the API's label, with 'Hoje' on a day it has games. */
export const stageText = (championship: Pick<Championship, 'status' | 'games_today'>): string => stageLabel(championship.status, championship.games_today);
