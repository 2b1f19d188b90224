import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { arenaQuerySchema } from '@areia/shared/core/schemas/arena';
import { loginSchema, registerSchema } from '@areia/shared/core/schemas/auth';
import { createComplaintSchema } from '@areia/shared/core/schemas/complaint';
import { createTeamSchema } from '@areia/shared/core/schemas/team';
import { lookingQuerySchema, partnerPostBodySchema } from '@areia/shared/core/schemas/partner';
import { openGameBodySchema, openGameScoreBodySchema, openGamesQuerySchema } from '@areia/shared/core/schemas/open-game';
import { playQuerySchema } from '@areia/shared/core/schemas/play';
import { cancelChampionshipSchema } from '@areia/shared/core/schemas/championship';
import { athleteCheckInSchema, forfeitSchema, moveGameSchema, organizerCheckInSchema, pauseCourtSchema } from '@areia/shared/core/schemas/gameday';
import { disputeScoreSchema, drawPoolsSchema, organizerChampionshipInputSchema, publishKnockoutSchema, reportScoreSchema, saveScoreSchema } from '@areia/shared/core/schemas/organizer';
import { liveSetsSchema, scorekeeperReportSchema } from '@areia/shared/core/schemas/scorekeeper';
import { ORGANIZER_ACCOUNT } from './seed/seed';
import { updateProfileSchema } from '@areia/shared/core/schemas/user';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@areia/shared/core/schemas/push';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { call, createTestContext, loginDemo, VOLEI, type CallResult, type TestContext } from './test/context';
import { HOUR, ORGANIZER_BASE, organizerFlow } from './test/organizer-flow';

/**
 * Property-based fuzzing of every endpoint, in-process (app.request). Bodies are generated from the shared zod
 * schemas (through their JSON Schema: field names, types, enums, lengths), each field either shaped like the schema
 * wants or replaced by hostile values; raw bodies add broken JSON, invalid UTF-8 and wrong content types.
 * Invariants: never a 5xx, every refusal a `{ message }` in Portuguese, and a refused write leaves every table as it was.
 */
let ctx: TestContext;
let demo: { token: string; userId: string };
let championshipId: string;
let teamId: string;
let arenaId: string;
let playerIds: string[];
let organizerToken: string;
let organizerChampionshipId: string;
let gameIds: string[];
/** A game day being played (drawn, its first games due half an hour ago): its games, teams and players. */
let day: { id: string; gameIds: string[]; teamIds: string[]; players: { id: string; token: string }[] };
let cases = 0;
const refusals = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  const list = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}`, { token: demo.token })).body as { id: string; title: string }[];
  championshipId = list.find((item) => item.title === 'Desafio Leblon Intermediário')!.id;
  teamId = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championshipId}/teams`, { token: demo.token })).body[0].id;
  const arenas = (await call(ctx.app, 'GET', '/api/arenas')).body as { id: string }[] | { items: { id: string }[] };
  arenaId = (Array.isArray(arenas) ? arenas : arenas.items)[0]!.id;
  const players = (await call(ctx.app, 'GET', `/api/players/${VOLEI}`, { token: demo.token })).body as { id: string }[] | { items: { id: string }[] };
  playerIds = (Array.isArray(players) ? players : players.items).slice(0, 6).map((player) => player.id);
  const organizerLogin = (await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } })).body;
  organizerToken = organizerLogin.token;
  organizerChampionshipId = list.find((item) => item.title === 'Rei da Praia Leme')!.id;
  gameIds = ((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${organizerChampionshipId}/games`, { token: demo.token })).body as { id: string }[]).map((game) => game.id);
  const flow = organizerFlow(ctx, { token: organizerToken, userId: organizerLogin.user.id }, new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2));
  const drawn = await flow.championshipWithTeams(4);
  expect((await flow.post(`${ORGANIZER_BASE}/${drawn.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
  day = {
    id: drawn.id,
    gameIds: (await flow.gamesOf(drawn.id)).map((game) => game.id),
    teamIds: drawn.teams.map((team) => team.id),
    players: drawn.teams.flatMap((team) => team.players),
  };
});

afterAll(async () => {
  console.log(`fuzz: ${cases} cases, statuses ${JSON.stringify(Object.fromEntries([...refusals].sort()))}`);
  await ctx.close();
});

/** Every table a request could write to, and the game day's state of every game and court, in one round trip. */
async function rowCounts(): Promise<string> {
  const result = (await ctx.deps.db.execute(
    sql`select (select count(*) from users) u, (select count(*) from teams) t, (select count(*) from team_members) tm, (select count(*) from complaints) c, (select count(*) from user_modalities) um, (select count(*) from sessions) s, (select count(*) from media_files) mf, (select count(*) from arenas) a, (select count(*) from championships) ch, (select count(*) from games) g, (select count(*) from score_reports) sr, (select count(*) from court_pauses) cp, (select count(*) from check_ins) ci, (select count(*) from scorekeeper_links) sk, (select count(*) from partner_posts) pp, (select count(*) from push_subscriptions) ps,
      (select count(*) from open_games) og, (select count(*) from open_game_players) ogp,
      (select md5(coalesce(string_agg(concat_ws('|', id, player_count, reported_at, side_a, sets, confirmed_at), ',' order by id), '')) from open_games) ogd,
      (select md5(coalesce(string_agg(concat_ws('|', id, note, city, closed_at, notified_at), ',' order by id), '')) from partner_posts) ppd,
      (select md5(coalesce(string_agg(concat_ws('|', id, court, queue_position, called_at, not_before, status, forfeit_team_id, version, live_sets), ',' order by id), '')) from games) gd,
      (select md5(coalesce(string_agg(concat_ws('|', championship_id, court, until_at), ',' order by championship_id, court), '')) from court_pauses) cpd`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return JSON.stringify(result.rows[0]);
}

/** English words that would mean a library's message leaked through instead of ours. */
const ENGLISH = /\b(the|invalid|expected|required|error|failed|must|not found|unexpected|received|cannot|internal)\b/i;

/**
 * A case whose request has not answered by then fails, and fast-check prints it with its seed: a hang is then a
 * failure that names its input, not the whole test running out of time.
 */
const CASE_TIMEOUT_MS = 15_000;

function checkAnswer(response: CallResult, label: string) {
  cases += 1;
  refusals.set(response.status, (refusals.get(response.status) ?? 0) + 1);
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    expect(typeof response.body?.message, `${label} → ${JSON.stringify(response.body)}`).toBe('string');
    expect(response.body.message.length).toBeGreaterThan(0);
    expect(response.body.message, label).not.toMatch(ENGLISH);
  }
}

// ---- generators ---------------------------------------------------------------------------------------------

const uuidShapedInvalid = fc.oneof(
  fc.constantFrom('-'.repeat(36), 'g'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '0123456789abcdef0123456789abcdef----'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 36, maxLength: 36 }).filter((value) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)),
);
const invisible = fc.constantFrom('\u200b', '\u3164', '\u2800', '\u202e', '\n', '\u0000', '\ufeff', '\u00a0', '\ud800', 'е', 'é', 'e\u0301');
/** Strings that tend to break things: NUL, lone surrogates, invisible characters, SQL, very long, UUID-shaped. */
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.oneof(invisible, fc.constantFrom('a', 'D', 'emo', ' ')), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.constantFrom('\u0000', "'; drop table users; --", 'ção 🏐', ' ', '', '0'.repeat(5000), '../../etc/passwd', '%00', '00000000-0000-4000-8000-000000000000', '{"$ne":null}', 'NaN', '-1', '1e309'),
  uuidShapedInvalid,
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/**
 * An arbitrary for values of a shared zod schema, through its JSON Schema. `hints` give meaningful values for some
 * field names (a real id, a valid CPF) so that generated input also reaches the checks behind the schema.
 */
function fromSchema(schema: z.ZodType, hints: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const shaped = (node: JsonSchema, name?: string): fc.Arbitrary<unknown> => {
    const hinted = name ? hints[name] : undefined;
    const own = conforming(node);
    const field = hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 2, arbitrary: own }) : own;
    return fc.oneof({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: nastyValue });
  };
  const conforming = (node: JsonSchema): fc.Arbitrary<unknown> => {
    if (node.anyOf) return fc.oneof(...node.anyOf.map(conforming));
    if (node.const !== undefined) return fc.constant(node.const);
    if (node.enum) return fc.constantFrom(...node.enum);
    switch (node.type) {
      case 'object':
        return fc.record(Object.fromEntries(Object.entries(node.properties ?? {}).map(([key, child]) => [key, shaped(child, key)])), { requiredKeys: [] });
      case 'array':
        return fc.array(node.items ? conforming(node.items) : nastyValue, { maxLength: Math.min(node.maxItems ?? 4, 4) });
      case 'string': {
        if (node.format === 'uuid') return fc.oneof(fc.uuid(), uuidShapedInvalid);
        const max = Math.min(node.maxLength ?? 40, 40);
        return fc.oneof(
          fc.string({ unit: 'grapheme', minLength: Math.min(node.minLength ?? 0, max), maxLength: max }),
          fc.constant('x'.repeat(Math.max((node.maxLength ?? 40) + 1, 1))),
        );
      }
      case 'integer':
        return fc.integer({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6 });
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, min: node.minimum ?? -1e6, max: node.maximum ?? 1e6 }), fc.constantFrom(0, -1, 1e308));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return nastyValue;
    }
  };
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof({ weight: 9, arbitrary: conforming(root) }, { weight: 1, arbitrary: nastyValue });
}

const knownId = () => fc.constantFrom(...playerIds, demo.userId, teamId, championshipId, arenaId);
const idLike = () => fc.oneof(knownId(), fc.uuid(), uuidShapedInvalid, nastyString);
const cpf = fc.nat().map((n) => generateValidCpf(n));
const email = fc.oneof(fc.emailAddress(), fc.constantFrom('demo@areia.app', 'DEMO@areia.app', 'x@y.com'));

/** Query strings from a query schema: its keys with conforming or hostile values, plus unknown keys. */
function queryFrom(schema: z.ZodType): fc.Arbitrary<string> {
  return fromSchema(schema, { latitude: fc.double({ min: -91, max: 91 }), longitude: fc.double({ min: -181, max: 181 }) }).chain((value) =>
    fc.tuple(fc.constant(value), fc.dictionary(nastyString, nastyString, { maxKeys: 2 })).map(([known, extra]) => {
      const entries = Object.entries({ ...(typeof known === 'object' && known && !Array.isArray(known) ? known : {}), ...extra });
      return entries.map(([key, item]) => `${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(typeof item === 'string' ? item : JSON.stringify(item) ?? ''))}`).join('&');
    }),
  );
}

/**
 * Runs one property over an endpoint. A refused write must leave the tables as they were: compared with a snapshot
 * taken at the start and after each accepted call (one count query per case).
 */
async function fuzzJson(method: string, path: () => string, body: fc.Arbitrary<unknown>, numRuns: number, options: { token?: () => string | undefined } = {}) {
  let snapshot = await rowCounts();
  await fc.assert(
    fc.asyncProperty(body, async (value) => {
      const response = await call(ctx.app, method, path(), { token: options.token ? options.token() : demo.token, json: value });
      checkAnswer(response, `${method} ${path()} ${JSON.stringify(value)?.slice(0, 300)}`);
      const after = await rowCounts();
      if (response.status >= 400) expect(after, JSON.stringify(value)?.slice(0, 300)).toBe(snapshot);
      snapshot = after;
    }),
    { numRuns, timeout: CASE_TIMEOUT_MS },
  );
}

async function fuzzGet(paths: fc.Arbitrary<string>, numRuns: number, token: fc.Arbitrary<string | undefined> = fc.constant(undefined)) {
  const before = await rowCounts();
  await fc.assert(
    fc.asyncProperty(paths, token, async (path, bearer) => {
      const response = await call(ctx.app, 'GET', path, { token: bearer ?? demo.token });
      checkAnswer(response, `GET ${path}`);
    }),
    { numRuns, timeout: CASE_TIMEOUT_MS },
  );
  expect(await rowCounts()).toBe(before);
}

/** Lone surrogates cannot be percent-encoded (URIError in the test itself); the server sees U+FFFD for them anyway. */
const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\ufffd');
const seg = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((value) => encodeURIComponent(wellFormed(value)) || 'x');

// ---- properties ---------------------------------------------------------------------------------------------

// Thousands of cases per test: a generous per-test bound so a busy machine slows the run rather than failing it.
describe('fuzzing every endpoint: no 5xx, pt-BR refusals, no row from invalid input', { timeout: 180_000 }, () => {
  it('POST /api/auth/register (from registerSchema)', async () => {
    await fuzzJson('POST', () => '/api/auth/register', fromSchema(registerSchema, { email, cpf, password: fc.constantFrom('Senha@123', 'curta', 'SemNumero!'), nickname: fc.oneof(nastyString, fc.constantFrom('Demo', 'DЕMO', 'dém o', 'Demo\u200b')) }), 900, { token: () => undefined });
  });

  it('POST /api/auth/login (from loginSchema)', async () => {
    await fuzzJson('POST', () => '/api/auth/login', fromSchema(loginSchema, { email, password: fc.constantFrom('Areia@2026', 'errada') }), 700, { token: () => undefined });
  });

  it('POST /api/auth/logout and GET /api/user/me with forged, truncated and random tokens', async () => {
    // Header values are bytes 0x00-0xFF: anything else cannot even be sent.
    const tokens = fc.oneof(
      nastyString.map((value) => value.replace(/[^\x21-\x7e]/g, '')),
      fc.constant(demo.token.slice(0, -3)),
      fc.constant(`${demo.token.split('.').slice(0, 2).join('.')}.`),
      fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 200 }), fc.base64String({ maxLength: 60 })).map((parts) => parts.join('.')),
      fc.constant(['eyJhbGciOiJub25lIn0', Buffer.from(JSON.stringify({ sub: 'x', session_id: 'y', email: 'z' })).toString('base64url'), ''].join('.')),
    );
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(tokens, fc.constantFrom('POST /api/auth/logout', 'GET /api/user/me', 'PUT /api/user/me'), async (token, target) => {
        const [method, path] = target.split(' ') as [string, string];
        const response = await call(ctx.app, method, path, { headers: { authorization: `Bearer ${token}` }, json: method === 'PUT' ? { nickname: 'Hacker' } : undefined });
        checkAnswer(response, `${target} ${token}`);
        expect(response.status).toBe(401);
      }),
      { numRuns: 1800, timeout: CASE_TIMEOUT_MS },
    );
    expect(await rowCounts()).toBe(before);
  });

  it('POST and DELETE /api/me/push-subscriptions (from the push schemas), GET the devices and the key', async () => {
    const keys = { p256dh: fc.string({ minLength: 86, maxLength: 90 }).map((text) => text.replace(/[^A-Za-z0-9_-]/g, 'A')), auth: fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', 'x') };
    const endpoint = fc.oneof(
      fc.constantFrom('https://fcm.googleapis.com/fcm/send/abc', 'https://web.push.apple.com/QGx', 'https://127.0.0.1/x', 'https://10.0.0.5/', 'http://fcm.googleapis.com/x'),
      nastyString,
    );
    const keyId = (await call(ctx.app, 'GET', '/api/push/key')).body.key_id as string;
    await fuzzJson('POST', () => '/api/me/push-subscriptions', fromSchema(pushSubscriptionBodySchema, { endpoint, key_id: fc.constantFrom(keyId, 'x'), ...keys }), 400);
    await fuzzJson('DELETE', () => '/api/me/push-subscriptions', fromSchema(pushUnsubscribeBodySchema, { endpoint }), 150);
    await fuzzGet(fc.constantFrom('/api/me/push-subscriptions', '/api/push/key'), 20);
  });

  it('PUT /api/user/me (from updateProfileSchema)', async () => {
    await fuzzJson('PUT', () => '/api/user/me', fromSchema(updateProfileSchema, { modality: fc.oneof(fc.constant(VOLEI), uuidShapedInvalid, fc.uuid()), born: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), nastyString) }), 1100);
  });

  it('PUT /api/user/avatar with random files and fields', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } }).png().toBuffer());
    const magic = fc.constantFrom([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], []);
    // One accepted upload first, so that later accepted ones replace a file instead of adding the first.
    expect((await call(ctx.app, 'PUT', '/api/user/avatar', { token: demo.token, body: (() => { const form = new FormData(); form.append('avatar', new File([png], 'a.png')); return form; })() })).status).toBe(200);
    const before = await rowCounts();
    const bytes = fc.oneof({ weight: 1, arbitrary: fc.constant(png) }, { weight: 8, arbitrary: fc.tuple(magic, fc.uint8Array({ maxLength: 300 })).map(([head, tail]) => new Uint8Array([...head, ...tail])) });
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom('avatar', 'file', ''), fc.constantFrom('a.png', 'a.svg', '../x', ''), async (content, field, name) => {
        const form = new FormData();
        form.append(field || 'x', new File([content], name || 'f', { type: 'image/png' }));
        const response = await call(ctx.app, 'PUT', '/api/user/avatar', { token: demo.token, body: form });
        checkAnswer(response, `PUT /api/user/avatar ${field} ${name} ${content.length}`);
        // Accepted uploads replace the previous file (deleted), so the count never grows; refused ones change nothing.
        expect(await rowCounts()).toBe(before);
      }),
      { numRuns: 300, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('POST /api/championships/:m/:c/teams (from createTeamSchema)', async () => {
    const path = fc.constantFrom(`/api/championships/${VOLEI}/CHAMP/teams`);
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(path, fromSchema(createTeamSchema, { championship_id: idLike(), player_id: idLike() }), async (template, body) => {
        const response = await call(ctx.app, 'POST', template.replace('CHAMP', championshipId), { token: demo.token, json: body });
        checkAnswer(response, JSON.stringify(body)?.slice(0, 300));
        const after = await rowCounts();
        if (response.status >= 400) expect(after).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 800, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('POST /api/championships/:m/:c/:team complaints (from createComplaintSchema)', async () => {
    await fuzzJson('POST', () => `/api/championships/${VOLEI}/${championshipId}/${teamId}`, fromSchema(createComplaintSchema, { reported_by_id: idLike(), team_id: idLike(), championship_id: idLike() }), 500);
  });

  it('PUT /api/user/me with UUID-shaped invalid modality ids is always 400', async () => {
    const body = fc.record({ modalities: fc.array(fc.record({ modality: fc.oneof(uuidShapedInvalid, fc.constant(VOLEI)), status: fc.constant('active') }), { minLength: 1, maxLength: 3 }) });
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const before = await rowCounts();
        const response = await call(ctx.app, 'PUT', '/api/user/me', { token: demo.token, json: value });
        checkAnswer(response, JSON.stringify(value));
        if (value.modalities.some((item) => item.modality !== VOLEI)) {
          expect(response.status, JSON.stringify(value)).toBe(400);
          expect(await rowCounts()).toBe(before);
        }
      }),
      { numRuns: 150, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('raw bodies: broken JSON, invalid UTF-8, NUL, wrong content types, on every write endpoint', async () => {
    const targets = ['POST /api/auth/register', 'POST /api/auth/login', 'PUT /api/user/me', 'POST /api/me/push-subscriptions', 'DELETE /api/me/push-subscriptions', 'POST /api/championships/M/C/teams', 'POST /api/championships/M/C/T', 'PUT /api/user/avatar'];
    const raw = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.string({ maxLength: 100 }).map((text) => new TextEncoder().encode(text)),
      fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom([0xc3], [0xff, 0xfe], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf])).map(([text, bad]) =>
        new Uint8Array([...new TextEncoder().encode(`{"email":"${text}`), ...bad, ...new TextEncoder().encode('","password":"x"}')]),
      ),
      fc.constantFrom('{"nickname":"a\\u0000b"}', '{', '[]', 'null', '"x"', '{"a":1}'.repeat(3)).map((text) => new TextEncoder().encode(text)),
    );
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), raw, fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', ''), async (target, body, type) => {
        const [method, template] = target.split(' ') as [string, string];
        const path = template.replace('M', VOLEI).replace('C', championshipId).replace('/T', `/${teamId}`);
        const response = await call(ctx.app, method, path, { token: demo.token, body, headers: type ? { 'content-type': type } : {} });
        checkAnswer(response, `${target} ${type} ${Buffer.from(body).toString('hex').slice(0, 80)}`);
      }),
      { numRuns: 1000, timeout: CASE_TIMEOUT_MS },
    );
    expect(await rowCounts()).toBe(before);
  });

  it('"Procuro dupla": POST and DELETE /api/partners/:c (from partnerPostBodySchema), invitations from the list, and its reads', async () => {
    const championships = () => fc.oneof(fc.constant(championshipId), fc.constant(organizerChampionshipId), idLike());
    const target = seg(championships());
    let path = `/api/partners/${championshipId}`;
    await fuzzJson('POST', () => path, fromSchema(partnerPostBodySchema), 400);
    await fc.assert(
      fc.asyncProperty(target, async (id) => {
        path = `/api/partners/${id}`;
        for (const method of ['POST', 'DELETE']) checkAnswer(await call(ctx.app, method, path, { token: demo.token, json: { note: 'só sábado' } }), `${method} ${path}`);
      }),
      { numRuns: 100, timeout: CASE_TIMEOUT_MS },
    );
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(target, seg(idLike()), async (id, player) => {
        const response = await call(ctx.app, 'POST', `/api/partners/${id}/${player}/invite`, { token: demo.token });
        checkAnswer(response, `invite ${id} ${player}`);
        const after = await rowCounts();
        if (response.status >= 400) expect(after).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 200, timeout: CASE_TIMEOUT_MS },
    );
    await fuzzGet(
      fc.oneof(
        queryFrom(lookingQuerySchema).map((query) => `/api/partners?${query}`),
        fc
          .tuple(target, fc.constantFrom('', '/summary'), fc.dictionary(fc.constantFrom('limit', 'cursor'), nastyString, { maxKeys: 2 }))
          .map(([id, sub, query]) => `/api/partners/${id}${sub}?${new URLSearchParams(query as Record<string, string>)}`),
      ),
      600,
    );
  });

  it('"Jogo aberto": POST /api/open-games (from openGameBodySchema), joining, leaving, removing, the score and its confirmation, and the reads', async () => {
    const future = fc.integer({ min: -48, max: 24 * 30 }).map((hours) => new Date(Date.now() + hours * 3_600_000).toISOString());
    // Mostly shaped to be taken (so accepted games and their rows are part of the run), with the edges around them.
    const level = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 1200 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 1200, 1201, -1, -50, 1250) });
    const arena = fc.oneof({ weight: 3, arbitrary: fc.constant(arenaId) }, { weight: 1, arbitrary: idLike() });
    const createdBefore = await call(ctx.app, 'GET', '/api/open-games?mine=1&limit=100', { token: demo.token });
    const shapedBody = fc.record({ arena_id: arena, starts_at: future, level_min: level, level_max: level, competitive: fc.boolean() }, { requiredKeys: ['arena_id', 'starts_at', 'competitive'] });
    const body = fromSchema(openGameBodySchema, { arena_id: arena, starts_at: fc.oneof({ weight: 3, arbitrary: future }, { weight: 1, arbitrary: nastyString }), level_min: level, level_max: level });
    await fuzzJson('POST', () => '/api/open-games', fc.oneof(body, shapedBody), 300);
    const createdAfter = await call(ctx.app, 'GET', '/api/open-games?mine=1&limit=100', { token: demo.token });
    expect((createdAfter.body as unknown[]).length, 'some generated games are taken').toBeGreaterThan((createdBefore.body as unknown[]).length);
    const opened = await call(ctx.app, 'POST', '/api/open-games', { token: demo.token, json: { arena_id: arenaId, starts_at: new Date(Date.now() + 86_400_000).toISOString(), level_min: 0, level_max: 1200, competitive: true } });
    expect(opened.status).toBe(201);
    const games = () => fc.oneof(fc.constant(opened.body.id as string), idLike());
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(seg(games()), seg(fc.oneof(fc.constantFrom(...playerIds, demo.userId), idLike())), fc.constantFrom('join', 'leave', 'confirm', 'remove'), async (id, player, action) => {
        const response =
          action === 'remove'
            ? await call(ctx.app, 'DELETE', `/api/open-games/${id}/players/${player}`, { token: demo.token })
            : await call(ctx.app, 'POST', `/api/open-games/${id}/${action}`, { token: demo.token });
        checkAnswer(response, `${action} ${id} ${player}`);
        const after = await rowCounts();
        if (response.status >= 400) expect(after).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 200, timeout: CASE_TIMEOUT_MS },
    );
    let scorePath = `/api/open-games/${opened.body.id}/score`;
    await fuzzJson('POST', () => scorePath, fromSchema(openGameScoreBodySchema, { partner_id: fc.oneof(fc.constantFrom(...playerIds), idLike()) }), 200);
    await fc.assert(
      fc.asyncProperty(seg(games()), async (id) => {
        scorePath = `/api/open-games/${id}/score`;
        checkAnswer(await call(ctx.app, 'POST', scorePath, { token: demo.token, json: { partner_id: playerIds[0], sets: [{ a: 21, b: 10 }, { a: 21, b: 12 }] } }), scorePath);
      }),
      { numRuns: 50, timeout: CASE_TIMEOUT_MS },
    );
    await fuzzGet(
      fc.oneof(
        queryFrom(openGamesQuerySchema).map((query) => `/api/open-games?${query}`),
        seg(games()).map((id) => `/api/open-games/${id}`),
      ),
      400,
    );
  });

  it('GET a result, its card and its share page (public), and the signed-in last result, with hostile ids', async () => {
    const paths = fc.oneof(
      fc
        .tuple(seg(fc.oneof(fc.constantFrom(championshipId, organizerChampionshipId, day.id), idLike())), seg(fc.oneof(fc.constantFrom(...playerIds, demo.userId), idLike())), fc.constantFrom('', '/card.png', '/share', '/card.svg', '/'))
        .map(([c, a, tail]) => `/api/results/${c}/${a}${tail}`),
      fc.dictionary(nastyString, nastyString, { maxKeys: 2 }).map((query) => `/api/user/last-result?${new URLSearchParams(query as Record<string, string>)}`),
    );
    await fuzzGet(paths, 300, fc.constantFrom(undefined, demo.token, organizerToken));
  });

  it('GET /api/user/play, the home\'s "Jogar" (query from playQuerySchema), for an athlete and an organizer', async () => {
    await fuzzGet(queryFrom(playQuerySchema).map((query) => `/api/user/play?${query}`), 300, fc.constantFrom(demo.token, organizerToken));
  });

  it('GET /api/arenas and /api/arenas/:id (query from arenaQuerySchema)', async () => {
    await fuzzGet(fc.oneof(queryFrom(arenaQuerySchema).map((query) => `/api/arenas?${query}`), seg(idLike()).map((id) => `/api/arenas/${id}`)), 1400);
  });

  it('GET /api/live/championships/:id with ids of no championship and any ?v= (a real one opens a stream: routes/live/live.test.ts)', async () => {
    const paths = fc.tuple(seg(fc.oneof(fc.uuid(), uuidShapedInvalid, nastyString)), nastyString).map(([id, v]) => `/api/live/championships/${id}?${new URLSearchParams({ v })}`);
    await fuzzGet(paths, 300, fc.constant(undefined));
  });

  it('GET every championship read: list, detail, teams, groups, games, results', async () => {
    const sub = fc.constantFrom('', '/teams', '/groups', '/games', '/results');
    const paths = fc.oneof(
      fc.tuple(seg(fc.oneof(fc.constant(VOLEI), idLike())), seg(fc.oneof(fc.constant(championshipId), idLike())), sub).map(([m, c, s]) => `/api/championships/${m}/${c}${s}`),
      fc.tuple(seg(fc.oneof(fc.constant(VOLEI), idLike())), fc.dictionary(nastyString, nastyString, { maxKeys: 3 })).map(([m, query]) => `/api/championships/${m}?${new URLSearchParams(query as Record<string, string>)}`),
    );
    await fuzzGet(paths, 900);
  });

  it('GET /api/players/:m, /api/players/:m/:id and its history, /api/user/me, /rest/v1/user_modalities', async () => {
    const paths = fc.oneof(
      fc.tuple(seg(fc.oneof(fc.constant(VOLEI), idLike())), fc.dictionary(fc.constantFrom('search', 'limit', 'offset', 'page', 'cursor', 'gender', 'eligibleFor'), nastyString, { maxKeys: 3 })).map(([m, query]) => `/api/players/${m}?${new URLSearchParams(query as Record<string, string>)}`),
      // The partner picker's list: a real championship or an id-like one, with any of the list's other parameters.
      fc
        .tuple(fc.oneof(fc.constant(championshipId), idLike()), fc.dictionary(fc.constantFrom('search', 'limit', 'cursor'), nastyString, { maxKeys: 2 }))
        .map(([eligibleFor, query]) => `/api/players/${VOLEI}?${new URLSearchParams({ ...(query as Record<string, string>), eligibleFor })}`),
      // The ranking opened at a player: a real player or an id-like one, with any of the list's other parameters.
      fc
        .tuple(fc.oneof(fc.constantFrom(...playerIds), idLike(), nastyString), fc.dictionary(fc.constantFrom('search', 'limit', 'cursor'), nastyString, { maxKeys: 2 }))
        .map(([around, query]) => `/api/players/${VOLEI}?${new URLSearchParams({ ...(query as Record<string, string>), around })}`),
      fc.tuple(seg(fc.oneof(fc.constant(VOLEI), idLike())), seg(idLike())).map(([m, id]) => `/api/players/${m}/${id}`),
      fc
        .tuple(seg(fc.oneof(fc.constant(VOLEI), idLike())), seg(fc.oneof(fc.constantFrom(...playerIds), idLike())), fc.dictionary(fc.constantFrom('limit', 'cursor'), nastyString, { maxKeys: 2 }))
        .map(([m, id, query]) => `/api/players/${m}/${id}/history?${new URLSearchParams(query as Record<string, string>)}`),
      fc.dictionary(nastyString, nastyString, { maxKeys: 3 }).map((query) => `/rest/v1/user_modalities?${new URLSearchParams(query as Record<string, string>)}`),
      fc.constantFrom('/api/user/me', '/api/docs', '/api/openapi.json', '/healthz'),
      seg(nastyString).map((file) => `/media/avatars/${file}`),
      fc.tuple(fc.constantFrom('banner', 'logo', 'arena', 'avatar', 'x'), seg(nastyString)).map(([kind, file]) => `/media/demo/${kind}/${file}`),
    );
    await fuzzGet(paths, 900);
  });

  it('organizer endpoints (from the organizer schemas), as the organizer and as an athlete', async () => {
    const who = fc.constantFrom(() => organizerToken, () => demo.token);
    const ids = () => fc.oneof(fc.constantFrom(organizerChampionshipId, championshipId), idLike());
    const hints = { arenaId: fc.oneof(fc.constant(arenaId), idLike()), pools: fc.array(fc.array(idLike(), { maxLength: 5 }), { maxLength: 3 }), startsAt: fc.constantFrom('2026-12-05T11:00:00.000Z', 'ontem', '') };
    const targets: [string, () => string, z.ZodType][] = [
      ['POST', () => '/api/organizer/championships', organizerChampionshipInputSchema],
      ['PUT', () => `/api/organizer/championships/${organizerChampionshipId}`, organizerChampionshipInputSchema],
      ['POST', () => `/api/organizer/championships/${organizerChampionshipId}/pools`, drawPoolsSchema],
      ['POST', () => `/api/organizer/championships/${organizerChampionshipId}/knockout`, publishKnockoutSchema],
    ];
    for (const [method, path, schema] of targets) {
      let snapshot = await rowCounts();
      await fc.assert(
        fc.asyncProperty(fromSchema(schema, hints), who, async (value, token) => {
          const response = await call(ctx.app, method, path(), { token: token(), json: value });
          checkAnswer(response, `${method} ${path()} ${JSON.stringify(value)?.slice(0, 300)}`);
          const after = await rowCounts();
          if (response.status >= 400) expect(after, JSON.stringify(value)?.slice(0, 300)).toBe(snapshot);
          snapshot = after;
        }),
        { numRuns: 250, timeout: CASE_TIMEOUT_MS },
      );
    }
    const games = () => fc.oneof(fc.constantFrom(...gameIds), idLike());
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        games(),
        fc.constantFrom('PUT /api/organizer/games/G/score', 'POST /api/games/G/report', 'POST /api/games/G/confirm', 'POST /api/games/G/dispute'),
        fc.oneof(fromSchema(saveScoreSchema), fromSchema(reportScoreSchema), fromSchema(disputeScoreSchema)),
        who,
        async (gameId, target, value, token) => {
          const [method, template] = target.split(' ') as [string, string];
          const path = template.replace('G', encodeURIComponent(wellFormed(gameId)) || 'x');
          const response = await call(ctx.app, method, path, { token: token(), json: value });
          checkAnswer(response, `${target} ${gameId} ${JSON.stringify(value)?.slice(0, 300)}`);
          const after = await rowCounts();
          if (response.status >= 400) expect(after, JSON.stringify(value)?.slice(0, 300)).toBe(snapshot);
          snapshot = after;
        },
      ),
      { numRuns: 800, timeout: CASE_TIMEOUT_MS },
    );
    await fuzzGet(fc.tuple(ids(), fc.constantFrom('', '/x', '/pools/preview')).map(([id, sub]) => `/api/organizer/championships/${encodeURIComponent(wellFormed(id)) || 'x'}${sub}`), 200, fc.constantFrom(organizerToken, demo.token));
  });

  it('game-day steps: call, move, forfeit (from moveGameSchema, forfeitSchema), as the organizer and as an athlete', async () => {
    const who = fc.constantFrom(() => organizerToken, () => demo.token, () => day.players[0]!.token);
    const games = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...day.gameIds) }, { weight: 1, arbitrary: fc.constantFrom(...gameIds) }, { weight: 2, arbitrary: idLike() });
    const court = fc.oneof(fc.constantFrom('Quadra 1', 'Quadra 2', 'Quadra 3', 'quadra 1', ' Quadra 1 ', 'Quadra 1\u0000', 'Quadra\u200b1'), nastyString);
    const instant = fc.oneof(
      fc.integer({ min: -2 * 60, max: 14 * 60 }).map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString()),
      fc.constantFrom('2026-13-40T25:61:00Z', '2026-12-05T11:00:00', '2026-12-05T11:00:00+25:00', '+275760-09-13T00:00:00.000Z', 'amanhã'),
    );
    const targets: [string, fc.Arbitrary<unknown>][] = [
      ['call', fc.oneof(fc.constant(undefined), fc.anything())],
      ['move', fromSchema(moveGameSchema, { court, position: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(0.5, 1e308, -0, 501)), notBefore: fc.oneof(instant, fc.constant(null)) })],
      ['forfeit', fromSchema(forfeitSchema, { teamId: fc.oneof(fc.constantFrom(...day.teamIds, teamId), idLike()) })],
    ];
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(games, fc.oneof(...targets.map(([step, body]) => body.map((value) => ({ step, value })))), who, async (gameId, { step, value }, token) => {
        const path = `/api/organizer/games/${encodeURIComponent(wellFormed(gameId)) || 'x'}/${step}`;
        const response = await call(ctx.app, 'POST', path, { token: token(), ...(value === undefined ? {} : { json: value }) });
        checkAnswer(response, `POST ${path} ${JSON.stringify(value)?.slice(0, 300)}`);
        const after = await rowCounts();
        if (response.status >= 400) expect(after, `${path} ${JSON.stringify(value)?.slice(0, 300)}`).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 300, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('game-day courts and check-ins (from pauseCourtSchema, organizerCheckInSchema, athleteCheckInSchema), hostile ids and court names', async () => {
    const who = fc.constantFrom(() => organizerToken, () => demo.token, () => day.players[1]!.token);
    const championships = fc.oneof({ weight: 3, arbitrary: fc.constant(day.id) }, { weight: 1, arbitrary: fc.constantFrom(organizerChampionshipId, championshipId) }, { weight: 2, arbitrary: idLike() });
    const court = fc.oneof(fc.constantFrom('Quadra 1', 'Quadra 2', 'Quadra 9', 'quadra%201', '..', '%2e%2e', 'Quadra 1%00'), nastyString);
    const until = fc.oneof(
      fc.integer({ min: -60, max: 14 * 60 }).map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString()),
      fc.constantFrom('2026-12-05T11:00:00', '9999-12-31T23:59:59Z', 'depois'),
    );
    const player = fc.oneof(fc.constantFrom(...day.players.map((item) => item.id), demo.userId), idLike());
    const requests = fc.oneof(
      fc.tuple(fc.constantFrom('PUT', 'DELETE'), court, fromSchema(pauseCourtSchema, { until })).map(([method, name, body]) => ({ method, sub: `/courts/${encodeURIComponent(wellFormed(name)) || 'x'}/pause`, body, organizer: true })),
      fromSchema(organizerCheckInSchema, { playerId: player }).map((body) => ({ method: 'POST', sub: '/check-ins', body, organizer: true })),
      player.map((id) => ({ method: 'DELETE', sub: `/check-ins/${encodeURIComponent(wellFormed(id)) || 'x'}`, body: undefined as unknown, organizer: true })),
      // The arena of the day is the first seeded one: near it, far from it, off the globe.
      fromSchema(athleteCheckInSchema, { latitude: fc.double({ min: -91, max: 91 }), longitude: fc.double({ min: -181, max: 181 }) }).map((body) => ({ method: 'POST', sub: '/check-in', body, organizer: false })),
    );
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(championships, requests, who, async (id, request, token) => {
        const base = request.organizer ? ORGANIZER_BASE : '/api/live/championships';
        const path = `${base}/${encodeURIComponent(wellFormed(id)) || 'x'}${request.sub}`;
        const response = await call(ctx.app, request.method, path, { token: token(), ...(request.body === undefined ? {} : { json: request.body }) });
        checkAnswer(response, `${request.method} ${path} ${JSON.stringify(request.body)?.slice(0, 300)}`);
        const after = await rowCounts();
        if (response.status >= 400) expect(after, `${request.method} ${path} ${JSON.stringify(request.body)?.slice(0, 300)}`).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 300, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('GET the game day: public, the athlete\'s own and the organizer\'s, with hostile ids', async () => {
    const ids = fc.oneof(fc.constantFrom(day.id, organizerChampionshipId, championshipId), idLike());
    const paths = fc
      .tuple(seg(ids), fc.constantFrom('/api/live/championships/C/day', '/api/live/championships/C/me', `${ORGANIZER_BASE}/C/day`))
      .map(([id, template]) => template.replace('C', id));
    await fuzzGet(paths, 300, fc.constantFrom(undefined, organizerToken, day.players[2]!.token));
  });

  it('finish, reopen and cancel (cancel from cancelChampionshipSchema), as the organizer and as an athlete', async () => {
    const who = fc.constantFrom(() => organizerToken, () => demo.token);
    const ids = () => fc.oneof(fc.constantFrom(organizerChampionshipId, championshipId), idLike());
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        ids(),
        fc.constantFrom('finish', 'reopen', 'cancel'),
        fc.oneof(fromSchema(cancelChampionshipSchema), fc.anything()),
        who,
        async (id, step, value, token) => {
          const path = `/api/organizer/championships/${encodeURIComponent(wellFormed(id)) || 'x'}/${step}`;
          const response = await call(ctx.app, 'POST', path, { token: token(), json: value });
          checkAnswer(response, `POST ${path} ${JSON.stringify(value)?.slice(0, 300)}`);
          const after = await rowCounts();
          if (response.status >= 400) expect(after, JSON.stringify(value)?.slice(0, 300)).toBe(snapshot);
          snapshot = after;
        },
      ),
      { numRuns: 300, timeout: CASE_TIMEOUT_MS },
    );
  });

  it('POST /api/organizer/championships/:id/banner with random files and fields', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('banner', 'avatar', ''), fc.constantFrom(organizerChampionshipId, championshipId, 'x'), async (content, field, id) => {
        const form = new FormData();
        form.append(field || 'x', new File([content], 'b.png', { type: 'image/png' }));
        const response = await call(ctx.app, 'POST', `/api/organizer/championships/${id}/banner`, { token: organizerToken, body: form });
        checkAnswer(response, `banner ${field} ${id} ${content.length}`);
        expect(response.status).not.toBe(200);
      }),
      { numRuns: 150, timeout: CASE_TIMEOUT_MS },
    );
    expect(await rowCounts()).toBe(before);
  });

  it('scorekeeper links: creation and revocation as the organizer and an athlete, the token routes with forged tokens and fuzzed sets', async () => {
    const who = fc.constantFrom(() => organizerToken, () => demo.token);
    const games = () => fc.oneof(fc.constantFrom(...gameIds), idLike());
    // Creating a link writes one on success only; as an athlete or for no game, nothing.
    await fc.assert(
      fc.asyncProperty(games(), seg(fc.oneof(fc.constant('Quadra 1'), nastyString)), fc.constantFrom('game', 'court', 'list', 'revoke'), fc.constantFrom(() => demo.token, () => undefined), async (id, court, kind, token) => {
        const target = encodeURIComponent(wellFormed(id)) || 'x';
        const [method, path] = {
          game: ['POST', `/api/organizer/games/${target}/scorekeeper-link`],
          court: ['POST', `/api/organizer/championships/${organizerChampionshipId}/courts/${court}/scorekeeper-link`],
          list: ['GET', `/api/organizer/championships/${target}/scorekeeper-links`],
          revoke: ['DELETE', `/api/organizer/scorekeeper-links/${target}`],
        }[kind] as [string, string];
        const before = await rowCounts();
        const response = await call(ctx.app, method, path, { token: token() });
        checkAnswer(response, `${method} ${path}`);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(await rowCounts()).toBe(before);
      }),
      { numRuns: 300, timeout: CASE_TIMEOUT_MS },
    );
    const link = await call(ctx.app, 'POST', `/api/organizer/games/${gameIds[0]}/scorekeeper-link`, { token: organizerToken });
    checkAnswer(link, 'create a scorekeeper link');
    const real = link.status === 201 ? (link.body.token as string) : 'x';
    const [random, kid] = real.split('.');
    const tokens = fc.oneof(fc.constant(real), nastyString, fc.string({ minLength: 43, maxLength: 43 }).map((r) => `${r}.${kid}.${real.split('.')[2]}`), fc.constant(`${random}.${kid}.x`));
    let snapshot = await rowCounts();
    await fc.assert(
      fc.asyncProperty(seg(tokens), games(), fc.constantFrom('PUT live', 'POST report'), fc.oneof(fromSchema(liveSetsSchema), fromSchema(scorekeeperReportSchema), fc.anything()), who, async (token, gameId, target, value, session) => {
        const [method, step] = target.split(' ') as [string, string];
        const path = `/api/scorekeeper/${token}/games/${encodeURIComponent(wellFormed(gameId)) || 'x'}/${step}`;
        const response = await call(ctx.app, method, path, { token: session(), json: value });
        checkAnswer(response, `${method} ${path} ${JSON.stringify(value)?.slice(0, 300)}`);
        const after = await rowCounts();
        // Live sets update a game; only an accepted result adds a row (the pending report).
        if (response.status !== 201) expect(after).toBe(snapshot);
        snapshot = after;
      }),
      { numRuns: 400, timeout: CASE_TIMEOUT_MS },
    );
    await fuzzGet(seg(tokens).map((token) => `/api/scorekeeper/${token}`), 200, fc.constantFrom(organizerToken, demo.token));
    // The token is no session: every signed-in endpoint refuses it.
    for (const path of ['/api/user/me', `/api/organizer/championships/${organizerChampionshipId}/scorekeeper-links`, `/api/championships/${VOLEI}`]) {
      const response = await call(ctx.app, 'GET', path, { token: real });
      checkAnswer(response, `GET ${path} with the scorekeeper token`);
      expect(response.status).toBe(401);
    }
  });

  it('ran at least 10 000 cases in total', () => {
    expect(cases).toBeGreaterThanOrEqual(10_000);
  });
});
