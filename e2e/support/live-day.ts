import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { championshipsApi } from './championships-api';
import { apiLogin, apiUrl, signIn } from './session';

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

/** "Quadra 2" for a court the API names '2' or 'Quadra 2', as the screens write it. */
export const courtLabel = (court: string) => (/^quadra\b/i.test(court) ? court : `Quadra ${court}`);

/** A phone (390×844, pt-BR, Brasília) on its own storage, signed out. */
export async function freshContextPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL });
  return context.newPage();
}

/** A browser context signed in as someone, each on its own storage. */
export async function signedInPage(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, credentials);
  return page;
}

/** API requests a page makes for a championship's data, the live stream left out (it is one long request). */
export function dataRequests(page: Page, championshipId: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname.includes(championshipId) && url.pathname !== `/api/live/championships/${championshipId}`) seen.push(url.pathname);
  });
  return seen;
}
