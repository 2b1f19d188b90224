import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './platform/db/client';
import type { AppDeps } from './deps';
import { messages } from './platform/http/messages';
import { API_PROCESS_JWT_SECRET, startApiProcess, type ApiProcess } from './test/api-process';
import { VOLEI, createChampionship, createUsers, testConfig } from './test/context';
import { startPgCluster, type PgCluster } from './test/pg-cluster';
import { acceptableStoredValues, answerOf, storedFullNames, writeProfile, type Attempt } from './test/write-probe';

// Writes while the database drops connections: a transaction's client is checked out of the pool, so its errors
// reach other listeners than an idle client's. The API runs as a child process so that a crash is an exit we see.
const FAULT_WINDOW_MS = 6_000;
const TERMINATE_EVERY_MS = 250;
const WRITERS = 3;

let cluster: PgCluster;
let api: ApiProcess;
let setup: Database;
let deps: AppDeps;
let folder: string;
const tally = { terminated: 0, restarts: 0, answers: {} as Record<number, number> };

beforeAll(async () => {
  cluster = await startPgCluster();
  // The first start migrates and seeds the database (arenas for the championship below).
  api = await startApiProcess({ databaseUrl: cluster.url });
  folder = await mkdtemp(path.join(tmpdir(), 'areia-write-faults-'));
  setup = await openDatabase({ databaseUrl: cluster.url, dataDir: folder });
  deps = { db: setup.db, config: testConfig(folder, { jwtSecret: API_PROCESS_JWT_SECRET }), jwtSecret: new TextEncoder().encode(API_PROCESS_JWT_SECRET) };
}, 120_000);

// A process that died in one test is replaced, so each kind of write path shows on its own whether it ends the process.
beforeEach(async () => {
  if (api.exit) api = await startApiProcess({ databaseUrl: cluster.url });
}, 60_000);

afterEach(async () => {
  if (api.exit) await api.stop();
});

afterAll(async () => {
  await api?.stop();
  await setup?.close().catch(() => {});
  cluster?.destroy();
  await rm(folder, { recursive: true, force: true });
  console.log(`write faults: ${JSON.stringify(tally)}`);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fault` over and over for the fault window while `writers` write; resolves with what the writers saw. */
async function underFault<T>(fault: () => Promise<void>, writers: (until: number) => Promise<T>[]): Promise<T[]> {
  const until = Date.now() + FAULT_WINDOW_MS;
  const written = Promise.all(writers(until));
  while (Date.now() < until) await fault();
  return written;
}

const terminateEveryBackend = async () => {
  tally.terminated += await cluster.terminateBackends();
  await sleep(TERMINATE_EVERY_MS);
};

const restartServer = async () => {
  await sleep(1_000);
  await cluster.restart();
  tally.restarts += 1;
};

/** A 503 carries the usual pt-BR message and tells the client when to retry. */
function expectUsualUnavailable(answer: { status: number; body: unknown; retryAfter: string | null }) {
  if (answer.status !== 503) return;
  expect(answer.body).toEqual({ message: messages.unavailable });
  expect(answer.retryAfter).toBe('5');
}

function count(statuses: number[]) {
  for (const status of statuses) tally.answers[status] = (tally.answers[status] ?? 0) + 1;
}

async function profileWriters(label: string) {
  const users = await createUsers(deps, WRITERS);
  const run = (until: number) =>
    users.map(async (user) => {
      const attempts: Attempt[] = [];
      for (let n = 1; Date.now() < until && !api.exit; n += 1) {
        const answer = await writeProfile(api.url, user.token, `${label} ${n}`);
        expectUsualUnavailable(answer);
        attempts.push(answer.attempt);
      }
      return { userId: user.id, attempts };
    });
  return { run };
}

async function expectProfilesKept(results: { userId: string; attempts: Attempt[] }[]) {
  const statuses = results.flatMap((result) => result.attempts.map((attempt) => attempt.status));
  count(statuses);
  expect(api.exit, api.exit?.stderr).toBeUndefined();
  expect(statuses.every((status) => status === 200 || status === 503), statuses.join(',')).toBe(true);
  expect(statuses).toContain(200);
  const stored = await storedFullNames(cluster.url, results.map((result) => result.userId));
  for (const { userId, attempts } of results) expect(acceptableStoredValues(attempts)).toContain(stored.get(userId));
}

/** The API answers again with a 200 after the faults end (its pool replaced the dropped connections). */
async function expectRecovered() {
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
    status = (await answerOf(`${api.url}/readyz`)).status;
    if (status !== 200) await sleep(200);
  }
  expect(status).toBe(200);
}

async function profileUpdatesUnder(fault: () => Promise<void>, label: string) {
  const writers = await profileWriters(label);
  await expectProfilesKept(await underFault(fault, writers.run));
  await expectRecovered();
}

describe('writes while PostgreSQL ends connections: the process stays up, answers 2xx or 503, keeps acknowledged writes', () => {
  it('a plain update (PUT /api/user/me) while every backend is terminated again and again', async () => {
    await profileUpdatesUnder(terminateEveryBackend, 'Encerrada');
    expect(tally.terminated).toBeGreaterThan(0);
  }, 60_000);

  it('a multi-statement transaction (team sign-up) while every backend is terminated again and again', async () => {
    const championship = await createChampionship(deps, { maxTeams: 1_000 });
    const players = await createUsers(deps, 400);
    let next = 0;
    const signUps = (until: number) =>
      Array.from({ length: WRITERS }, async () => {
        const answers: { pair: string[]; status: number; teamId?: string }[] = [];
        while (Date.now() < until && !api.exit && next + 2 <= players.length) {
          const pair = players.slice(next, next + 2);
          next += 2;
          const answer = await answerOf(`${api.url}/api/championships/${VOLEI}/${championship.id}/teams`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${pair[0]!.token}` },
            body: JSON.stringify({ championship_id: championship.id, team_members: pair.map((player) => ({ player_id: player.id })) }),
          });
          expectUsualUnavailable(answer);
          answers.push({ pair: pair.map((player) => player.id), status: answer.status, teamId: (answer.body as { id?: string } | null)?.id });
        }
        return answers;
      });
    const answers = (await underFault(terminateEveryBackend, signUps)).flat();
    count(answers.map((answer) => answer.status));
    expect(api.exit, api.exit?.stderr).toBeUndefined();
    expect(answers.every((answer) => answer.status === 201 || answer.status === 503), answers.map((answer) => answer.status).join(',')).toBe(true);
    expect(answers.map((answer) => answer.status)).toContain(201);

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    let stored: pg.QueryResult<{ id: string; members: string[] }>;
    try {
      stored = await admin.query<{ id: string; members: string[] }>(
        'select t.id, array_agg(m.player_id order by m.position) as members from teams t left join team_members m on m.team_id = t.id where t.championship_id = $1 group by t.id',
        [championship.id],
      );
    } finally {
      await admin.end();
    }
    const byId = new Map(stored.rows.map((row) => [row.id, row.members]));
    // Every acknowledged team is there with both players; a team is never stored half-written (rolled back or whole).
    for (const answer of answers.filter((item) => item.status === 201)) expect(byId.get(answer.teamId!)).toEqual(answer.pair);
    const attempted = new Map(answers.map((answer) => [answer.pair.join(','), answer.status]));
    for (const members of byId.values()) expect([201, 503]).toContain(attempted.get(members.join(',')));
    await expectRecovered();
  }, 60_000);

  it('a plain update across PostgreSQL restarts (pg_ctl restart -m fast)', async () => {
    await profileUpdatesUnder(restartServer, 'Reiniciada');
    expect(tally.restarts).toBeGreaterThan(0);
  }, 90_000);
});
