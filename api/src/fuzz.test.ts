import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { complaints, sessions, teamMembers, teams, userModalities, users } from './db/schema';
import { call, createTestContext, loginDemo, VOLEI, type TestContext } from './test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
let championshipId: string;
let teamId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  const list = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}`, { token: demo.token })).body as { id: string; title: string }[];
  championshipId = list.find((item) => item.title === 'Desafio Leblon Intermediário')!.id;
  teamId = (await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championshipId}/teams`, { token: demo.token })).body[0].id;
});
afterAll(async () => {
  await ctx.close();
});

async function rowCounts() {
  const counts = await Promise.all(
    [users, teams, teamMembers, complaints, userModalities].map(async (table) => (await ctx.deps.db.select({ value: count() }).from(table))[0]!.value),
  );
  return counts.join(',');
}

/** 36 characters that look like a UUID to a loose check but that a PostgreSQL uuid column refuses. */
const uuidShapedInvalid = fc.oneof(
  fc.constantFrom('-'.repeat(36), 'g'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '0123456789abcdef0123456789abcdef----'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 36, maxLength: 36 }).filter((value) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)),
);

/** Strings that tend to break things: NUL, accents, emoji, SQL, very long, UUID-shaped but invalid. */
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', "'; drop table users; --", 'ção 🏐', ' ', '', '0'.repeat(5000), '../../etc/passwd', '00000000-0000-4000-8000-000000000000'),
  uuidShapedInvalid,
);

/** `modalities` bodies that pass every check but the id's: the shape that reached the uuid column and gave a 500. */
const modalitiesBody = fc.record({
  modalities: fc.array(fc.record({ modality: fc.oneof(uuidShapedInvalid, fc.constant(VOLEI)), status: fc.constant('active') }), { minLength: 1, maxLength: 3 }),
});
const nastyValue = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nastyString, { maxLength: 3 }), fc.dictionary(nastyString, nastyString, { maxKeys: 3 }));
const shaped = (keys: string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] });

describe('bad input never yields a 5xx and never writes a row', () => {
  const targets: [string, string, string[]][] = [
    ['POST', '/api/auth/register', ['email', 'password', 'cpf', 'nickname']],
    ['POST', '/api/auth/login', ['email', 'password']],
    ['PUT', '/api/user/me', ['full_name', 'nickname', 'born', 'gender', 'modalities']],
    ['POST', `/api/championships/${VOLEI}/CHAMP/teams`, ['championship_id', 'team_members']],
    ['POST', `/api/championships/${VOLEI}/CHAMP/TEAM`, ['reported_by_id', 'reason']],
  ];

  for (const [method, template, keys] of targets) {
    it(`${method} ${template}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(shaped(keys), nastyValue), async (body) => {
          const path = template.replace('CHAMP', championshipId).replace('TEAM', teamId);
          const before = await rowCounts();
          const response = await call(ctx.app, method, path, { token: demo.token, json: body });
          expect(response.status, JSON.stringify(body)).toBeLessThan(500);
          expect(typeof response.body?.message === 'string' || response.status < 300).toBe(true);
          // Writes are only allowed when the call succeeded (a valid random profile update or sign-up is possible).
          if (response.status >= 400) expect(await rowCounts()).toBe(before);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('PUT /api/user/me with UUID-shaped invalid modality ids', async () => {
    await fc.assert(
      fc.asyncProperty(modalitiesBody, async (body) => {
        const before = await rowCounts();
        const response = await call(ctx.app, 'PUT', '/api/user/me', { token: demo.token, json: body });
        expect(response.status, JSON.stringify(body)).toBeLessThan(500);
        if (body.modalities.some((item) => item.modality !== VOLEI)) {
          expect(response.status, JSON.stringify(body)).toBe(400);
          expect(await rowCounts()).toBe(before);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('GET query strings and path segments', async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, nastyString, async (a, b) => {
        const q = encodeURIComponent(a);
        for (const path of [`/api/arenas?search=${q}`, `/api/arenas?latitude=${q}&longitude=${encodeURIComponent(b)}`, `/api/arenas/${q || 'x'}`, `/api/players/${VOLEI}/${q || 'x'}`, `/api/championships/${q || 'x'}/${encodeURIComponent(b) || 'y'}/games`, `/rest/v1/user_modalities?${q}=${encodeURIComponent(b)}`]) {
          const response = await call(ctx.app, 'GET', path, { token: demo.token });
          expect(response.status, path).toBeLessThan(500);
        }
      }),
      { numRuns: 20 },
    );
    expect((await ctx.deps.db.select({ value: count() }).from(sessions))[0]!.value).toBeGreaterThan(0);
  });
});
