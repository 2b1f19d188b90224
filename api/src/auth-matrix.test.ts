import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { gameDaySchema } from '@areia/shared/core/schemas/gameday';
import { signSessionToken } from './platform/auth/auth';
import { ORGANIZER_ACCOUNT } from './seed/seed';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type TestContext } from './test/context';

let ctx: TestContext;
const tokens: Record<string, string | undefined> = {};
let championshipId: string;
let teamId: string;
let playerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const demo = await loginDemo(ctx.app);
  playerId = demo.userId;
  championshipId = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}`, { token: demo.token })).body[3].id;
  teamId = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championshipId}/teams`, { token: demo.token })).body[0].id;

  const [user] = await createUsers(ctx.deps, 1);
  const claims = decodeJwt(user!.token);
  const revoked = (await createUsers(ctx.deps, 1))[0]!.token;
  await call(ctx.app, 'POST', '/api/auth/logout', { token: revoked });
  const [header, payload, signature] = user!.token.split('.');
  const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 3600 })).toString('base64url');
  tokens.missing = undefined;
  tokens.revoked = revoked;
  tokens.expired = await signSessionToken(ctx.deps, {
    userId: user!.id,
    email: user!.email,
    sessionId: claims.session_id as string,
    expiresAt: new Date(Date.now() - 1000),
  });
  tokens.tampered = `${header}.${tamperedPayload}.${signature}`;
  // A scorekeeper link's token opens its score screen only (routes/scorekeeper): it is no session.
  const organizer = (await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } })).body.token;
  const list = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}`, { token: demo.token })).body as { id: string; title: string }[];
  const owned = list.find((item) => item.title === 'Rei da Praia Leme')!.id;
  const gameId = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${owned}/games`, { token: demo.token })).body[0].id;
  const link = await call(ctx.app, 'POST', `/api/organizer/games/${gameId}/scorekeeper-link`, { token: organizer });
  expect(link.status).toBe(201);
  tokens.scorekeeper = link.body.token;
  tokens.unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
});
afterAll(async () => {
  await ctx.close();
});

const protectedCalls = (): [string, string, unknown?][] => [
  ['POST', '/api/auth/logout'],
  ['GET', '/api/user/me'],
  ['PUT', '/api/user/me', { nickname: 'Invasor' }],
  ['PUT', '/api/user/avatar'],
  ['GET', `/api/championships/${VOLEI}`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/teams`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/groups`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/games`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/results`],
  ['POST', `/api/championships/${VOLEI}/${championshipId}/teams`, { championship_id: championshipId, team_members: [] }],
  ['POST', `/api/championships/${VOLEI}/${championshipId}/${teamId}`, { reported_by_id: playerId, reason: 'Categoria incorreta' }],
  ['DELETE', `/api/championships/${VOLEI}/${championshipId}/teams/${teamId}`],
  ['GET', '/api/invitations'],
  ['POST', '/api/invitations/00000000-0000-4000-8000-000000000000/accept'],
  ['POST', '/api/invitations/00000000-0000-4000-8000-000000000000/decline'],
  ['GET', '/api/notifications'],
  ['GET', '/api/notifications/unread'],
  ['POST', '/api/notifications/read', { all: true }],
  ['GET', '/api/me/push-subscriptions'],
  ['POST', '/api/me/push-subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, key_id: 'x' }],
  ['DELETE', '/api/me/push-subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
  ['GET', `/api/players/${VOLEI}`],
  ['GET', `/api/players/${VOLEI}/${playerId}`],
  ['GET', `/rest/v1/user_modalities?select=*&user_id=eq.${playerId}`],
  ['GET', '/api/user/next-game'],
  ['GET', '/api/user/calendar'],
  ['GET', '/api/user/last-result'],
  ['GET', '/api/user/play'],
  ['POST', '/api/user/calendar'],
  ['DELETE', '/api/user/calendar'],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/calendar.ics`],
  ['POST', `/api/organizer/championships/${championshipId}/finish`],
  ['POST', `/api/organizer/championships/${championshipId}/reopen`],
  ['POST', `/api/organizer/championships/${championshipId}/cancel`, { reason: 'Chuva forte' }],
  ['GET', '/api/organizer/pix'],
  ['PUT', '/api/organizer/pix', { key: 'organizador@areia.app', name: 'Areia', city: 'Rio' }],
  ['GET', '/api/payments/due'],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/payment`],
  ['POST', `/api/championships/${VOLEI}/${championshipId}/payment/informed`],
  ['GET', `/api/championships/${VOLEI}/${championshipId}/payment/receipt`],
  ['GET', `/api/organizer/championships/${championshipId}/payments`],
  ['GET', `/api/organizer/championships/${championshipId}/pools/preview`],
  ['POST', '/api/organizer/payments/00000000-0000-4000-8000-000000000000/confirm'],
  ['POST', '/api/organizer/payments/00000000-0000-4000-8000-000000000000/undo'],
  ['POST', '/api/organizer/payments/00000000-0000-4000-8000-000000000000/refunded'],
  ['GET', '/api/organizer/payments/00000000-0000-4000-8000-000000000000/receipt'],
  ['GET', `/api/live/championships/${championshipId}/me`],
  ['POST', `/api/live/championships/${championshipId}/check-in`, { latitude: -22.97, longitude: -43.18 }],
  ['GET', `/api/organizer/championships/${championshipId}/day`],
  ['POST', '/api/organizer/games/00000000-0000-4000-8000-000000000000/call'],
  ['POST', '/api/organizer/games/00000000-0000-4000-8000-000000000000/move', { court: 'Quadra 2', position: 1 }],
  ['POST', '/api/organizer/games/00000000-0000-4000-8000-000000000000/forfeit', { teamId }],
  ['PUT', `/api/organizer/championships/${championshipId}/courts/Quadra%201/pause`, { until: new Date(Date.now() + 3_600_000).toISOString() }],
  ['DELETE', `/api/organizer/championships/${championshipId}/courts/Quadra%201/pause`],
  ['POST', `/api/organizer/championships/${championshipId}/check-ins`, { playerId }],
  ['DELETE', `/api/organizer/championships/${championshipId}/check-ins/${playerId}`],
  ['POST', '/api/organizer/games/00000000-0000-4000-8000-000000000000/scorekeeper-link'],
  ['POST', `/api/organizer/championships/${championshipId}/courts/Quadra%201/scorekeeper-link`],
  ['GET', `/api/organizer/championships/${championshipId}/scorekeeper-links`],
  ['DELETE', '/api/organizer/scorekeeper-links/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/partners'],
  ['GET', `/api/partners/${championshipId}`],
  ['GET', `/api/partners/${championshipId}/summary`],
  ['POST', `/api/partners/${championshipId}`, { note: 'jogo pela esquerda' }],
  ['DELETE', `/api/partners/${championshipId}`],
  ['POST', `/api/partners/${championshipId}/${playerId}/invite`],
  ['GET', '/api/open-games'],
  ['POST', '/api/open-games', { arena_id: '00000000-0000-4000-8000-000000000000', starts_at: new Date(Date.now() + 86_400_000).toISOString(), competitive: true }],
  ['GET', '/api/open-games/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/open-games/00000000-0000-4000-8000-000000000000/join'],
  ['POST', '/api/open-games/00000000-0000-4000-8000-000000000000/leave'],
  ['DELETE', `/api/open-games/00000000-0000-4000-8000-000000000000/players/${playerId}`],
  ['POST', '/api/open-games/00000000-0000-4000-8000-000000000000/score', { partner_id: playerId, sets: [{ a: 21, b: 10 }, { a: 21, b: 12 }] }],
  ['POST', '/api/open-games/00000000-0000-4000-8000-000000000000/confirm'],
];

describe('every protected call answers 401 in pt-BR for a bad token', () => {
  for (const kind of ['missing', 'revoked', 'expired', 'tampered', 'unsigned', 'scorekeeper']) {
    it(`${kind} token`, async () => {
      for (const [method, path, json] of protectedCalls()) {
        const response = await call(ctx.app, method, path, { token: tokens[kind], json });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toEqual({ message: 'Não autenticado. Faça login novamente.' });
      }
    });
  }
});

it('a result, its card and its share page answer without a session, and with any token', async () => {
  const list = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}`, { token: (await loginDemo(ctx.app)).token })).body as { id: string; title: string }[];
  // The seed finishes the demo's Copa Verão Copacabana (seed/seed.ts).
  const played = list.find((item) => item.title === 'Copa Verão Copacabana')!.id;
  for (const kind of ['missing', 'expired', 'tampered']) {
    for (const tail of ['', '/card.png', '/share']) {
      const response = await call(ctx.app, 'GET', `/api/results/${played}/${playerId}${tail}`, { token: tokens[kind] });
      expect(response.status, `${kind} ${tail}`).toBe(200);
    }
  }
});

it('the public game day answers without a session', async () => {
  const response = await call(ctx.app, 'GET', `/api/live/championships/${championshipId}/day`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(gameDaySchema.parse(response.body).championshipId).toBe(championshipId);
});

describe('the public live stream opens without a session and with any token', () => {
  for (const kind of ['missing', 'revoked', 'expired', 'tampered', 'unsigned']) {
    it(`${kind} token`, async () => {
      const controller = new AbortController();
      const headers: Record<string, string> = tokens[kind] ? { authorization: `Bearer ${tokens[kind]}` } : {};
      const response = await ctx.app.request(`/api/live/championships/${championshipId}`, { headers, signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      controller.abort();
      await response.body?.cancel().catch(() => {});
    });
  }
});
