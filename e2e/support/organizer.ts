import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import type {
  OrganizerChampionshipDetail,
  OrganizerChampionshipInput,
  OrganizerChampionshipWithGames,
  OrganizerGame,
  SetScore,
} from '@areia/shared/core/schemas/organizer';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { newAthlete, registerAthlete, type NewAthlete } from './athletes';
import { apiLogin, apiUrl, signIn } from './session';

/** The seed's organizer account, printed by `pnpm start` beside the demo athlete. */
export const ORGANIZER_ACCOUNT = { email: 'organizador@areia.app', password: 'Organiza@2026' } as const;

export interface Athlete extends NewAthlete {
  id: string;
  token: string;
}

export interface SignedUpTeam {
  id: string;
  members: [Athlete, Athlete];
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await request[method](`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} falhou: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function newSignedInAthlete(request: APIRequestContext, prefix = 'org'): Promise<Athlete> {
  const athlete = await registerAthlete(request, newAthlete(prefix));
  const { token, user } = await apiLogin(request, athlete);
  return { ...athlete, id: user.id, token };
}

/** A date some days ahead at 08:00 in São Paulo, as the API takes it. */
export function daysAhead(days: number, time = '08:00'): { date: string; time: string; iso: string } {
  const day = new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  return { date: day, time, iso: `${day}T${time}:00-03:00` };
}

/**
 * A start an hour ago, in São Paulo wall-clock form (as the draw form's fields take it) and as an instant: pool games
 * drawn from it are due, so their scores are taken (a score is refused more than an hour before its game).
 */
export function anHourAgo(): { date: string; time: string; iso: string } {
  const start = new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000);
  const local = new Date(start.getTime() - 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), iso: start.toISOString() };
}

/** Every page of a championship's games as the organizer reads them (they come apart from the detail). */
async function organizerGames(request: APIRequestContext, token: string, id: string): Promise<OrganizerGame[]> {
  const games: OrganizerGame[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/organizer/championships/${id}/games${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: APIResponse = await request.get(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`GET ${path} falhou: ${response.status()} ${await response.text()}`);
    games.push(...((await response.json()) as OrganizerGame[]));
    cursor = response.headers()[NEXT_CURSOR_HEADER.toLowerCase()] ?? null;
  } while (cursor);
  return games;
}

/** The organizer's side of the API, as the seed organizer. */
export function organizerApi(request: APIRequestContext, token: string) {
  const withGames = async (detail: OrganizerChampionshipDetail): Promise<OrganizerChampionshipWithGames> => ({
    ...detail,
    games: await organizerGames(request, token, detail.id),
  });
  return {
    detail: async (id: string) => withGames(await call<OrganizerChampionshipDetail>(request, token, 'get', `/api/organizer/championships/${id}`)),
    create: async (patch: Partial<OrganizerChampionshipInput> = {}) => {
      const [arena] = await call<{ id: string; name: string }[]>(request, token, 'get', '/api/arenas?limit=1');
      return call<OrganizerChampionshipDetail>(request, token, 'post', '/api/organizer/championships', {
        title: `Copa e2e ${Date.now().toString(36)}`,
        category: 'Open',
        occurs: daysAhead(10).iso,
        arenaId: arena!.id,
        maxTeams: 8,
        playersPerTeam: 2,
        // Free unless a test is about paying: in a priced championship the draw first releases teams that have not paid.
        price: 0,
        contact: '21998765432',
        description: 'Campeonato criado pelo teste e2e.',
        ...patch,
      });
    },
    closeSignups: (id: string) => call<OrganizerChampionshipDetail>(request, token, 'post', `/api/organizer/championships/${id}/close-signups`),
    drawSnake: async (id: string, poolSize: 3 | 4) =>
      withGames(
        await call<OrganizerChampionshipDetail>(request, token, 'post', `/api/organizer/championships/${id}/pools`, {
          mode: 'snake',
          poolSize,
          startsAt: anHourAgo().iso,
          courts: 2,
          minutesPerGame: 30,
        }),
      ),
    step: (id: string, step: 'finish' | 'reopen' | 'cancel', body?: { reason: string }) =>
      call<OrganizerChampionshipDetail>(request, token, 'post', `/api/organizer/championships/${id}/${step}`, body),
    saveScore: (gameId: string, sets: SetScore[], version: number) =>
      call<unknown>(request, token, 'put', `/api/organizer/games/${gameId}/score`, { sets, version }),
  };
}

/** The seed's championship in its pools, on two courts ("Rei da Praia Leme"), as the organizer's list shows it. */
export async function seedChampionshipInPools(request: APIRequestContext, token: string): Promise<{ id: string; title: string }> {
  const answer = await request.get(`${apiUrl()}/api/organizer/championships`, { headers: { Authorization: `Bearer ${token}` } });
  const ongoing = ((await answer.json()) as { id: string; title: string }[]).find((championship) => championship.title === 'Rei da Praia Leme');
  expect(ongoing, 'the seed’s championship in its pools').toBeDefined();
  return ongoing!;
}

/**
 * Signs `count` pairs of fresh athletes up to a championship through the athletes' API: the first of each pair signs
 * up, the partner accepts the invitation, so the team is confirmed (only confirmed teams go into a pool draw).
 */
export async function signUpTeams(request: APIRequestContext, championshipId: string, count: number): Promise<SignedUpTeam[]> {
  const teams: SignedUpTeam[] = [];
  for (let index = 0; index < count; index += 1) {
    const members: [Athlete, Athlete] = [await newSignedInAthlete(request), await newSignedInAthlete(request)];
    const team = await call<{ id: string }>(request, members[0].token, 'post', `/api/championships/${VOLEI_MODALITY_ID}/${championshipId}/teams`, {
      championship_id: championshipId,
      team_members: members.map((member) => ({ player_id: member.id })),
    });
    const invitations = await call<Invitation[]>(request, members[1].token, 'get', '/api/invitations');
    const invitation = invitations.find((item) => item.team.id === team.id && item.status === 'pending');
    if (!invitation) throw new Error(`Convite do time ${team.id} não encontrado`);
    await call<unknown>(request, members[1].token, 'post', `/api/invitations/${invitation.id}/accept`);
    teams.push({ id: team.id, members });
  }
  return teams;
}

/** A small solid-colour PNG (sky blue), drawn here so the test downloads nothing. */
export function bannerPng(width = 320, height = 140): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x0e, 0xa5, 0xe9]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The organizer finishes a championship from its screen, as a person does (in a browser of their own, closed after). */
export async function finishFromScreen(browser: Browser, championshipId: string, baseURL?: string): Promise<void> {
  const organizer = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await signIn(organizer, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${championshipId}`);
  await organizer.getByRole('button', { name: 'Finalizar campeonato' }).click();
  await organizer.getByRole('group', { name: 'Finalizar campeonato' }).getByRole('button', { name: 'Finalizar campeonato' }).click();
  await expect(organizer.getByTestId('organizer-stage')).toHaveText('Encerrado');
  await organizer.context().close();
}
