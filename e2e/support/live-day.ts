import type { APIRequestContext } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { championshipsApi } from './championships-api';
import { apiLogin, apiUrl } from './session';

/** A seeded championship whose draw is done: its public day (no session asked) has courts with games. */
export async function drawnChampionshipDay(request: APIRequestContext): Promise<GameDay> {
  const session = await apiLogin(request);
  const list = await championshipsApi(request, session.token).list();
  for (const championship of list.filter((c) => !c.isDisabled)) {
    const response = await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`);
    if (!response.ok()) continue;
    const day = (await response.json()) as GameDay;
    if (day.courts.some((court) => court.current !== null || court.next.length > 0)) return day;
  }
  throw new Error('o seed deve ter um campeonato sorteado, com jogos nas quadras');
}
