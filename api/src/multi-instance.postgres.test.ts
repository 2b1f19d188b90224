import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { jwtKeys, mediaFiles, rankingSnapshots, teams, users } from './platform/db/schema';
import { answerStoreOf } from './platform/http/answer-cache';
import { rotateJwtKey } from './platform/auth/jwt-keys';
import { rankingSnapshotJob } from './domain/ranking/snapshot.job';
import { monthKey } from './domain/ranking/ranking';
import { startServer, type RunningServer } from './server';
import { VOLEI, createChampionship, createDatabaseUrl, createUsers, testConfig, uniqueCpf } from './test/context';

// Two API instances on two ports, one PostgreSQL database, no shared configuration: no AREIA_JWT_SECRET, no shared
// folder (each has its own data folder). Everything they must agree on lives in the database.
let a: RunningServer;
let b: RunningServer;
const folders: string[] = [];
let database: { url: string | undefined; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createDatabaseUrl();
  for (let index = 0; index < 2; index += 1) folders.push(await mkdtemp(path.join(tmpdir(), `areia-instance-${index}-`)));
  // Started together: both race to create the signing key; exactly one key must come out.
  const started = await Promise.all(folders.map((folder) => startServer(testConfig(folder, { port: 0, databaseUrl: database.url, jwtSecret: undefined }))));
  [a, b] = [started[0]!, started[1]!];
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database.drop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const json = (method: string, url: string, body?: unknown, token?: string) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signUpAndLogin(server: RunningServer) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = { email: `inst-${suffix}@areia.app`, password: 'Instancia@1', cpf: uniqueCpf(), nickname: `Inst ${suffix}` };
  expect((await json('POST', `${server.url}/api/auth/register`, account)).status).toBe(201);
  const login = await json('POST', `${server.url}/api/auth/login`, account);
  expect(login.status).toBe(200);
  return { account, token: ((await login.json()) as { token: string }).token };
}

/** The players a snapshot records: the accounts with Vôlei active. */
const playerCount = async () => (await b.deps.db.select({ value: count() }).from(users).where(eq(users.plays, true)))[0]!.value;

/** Runs `body` with both instances' clocks on the 1st (03:30 UTC, 00:30 in Brazil) `monthsAhead` months on, given that month's snapshot size. */
async function onMonthStart(monthsAhead: number, body: (snapshotRows: () => Promise<number>) => Promise<void>) {
  const today = new Date();
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead, 1, 3, 30));
  const snapshotRows = async () =>
    (await b.deps.db.select({ value: count() }).from(rankingSnapshots).where(eq(rankingSnapshots.month, monthKey(month))))[0]!.value;
  const clocks = [a.deps.now, b.deps.now] as const;
  a.deps.now = b.deps.now = () => month;
  try {
    await body(snapshotRows);
  } finally {
    [a.deps.now, b.deps.now] = clocks;
  }
}

/** Runs `body` while instance a holds `lock` in an open transaction, then lets it go. */
async function whileAHolds(lock: SQL, body: () => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const holder = a.deps.db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await held;
  });
  try {
    await Promise.race([taken, holder]);
    await body();
  } finally {
    release();
    await holder;
  }
}

/** A new account on b signs up, logs in and reads /me: no movement, and no snapshot written by any of it. Its token. */
async function firstReadsOnB(snapshotRows: () => Promise<number>): Promise<string> {
  const { token } = await signUpAndLogin(b);
  const during = await json('GET', `${b.url}/api/user/me`, undefined, token);
  expect(during.status).toBe(200);
  expect(((await during.json()) as { ranking_change: number }).ranking_change).toBe(0);
  expect(await snapshotRows()).toBe(0);
  return token;
}

const avatarForm = async (background: string) => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer();
  const data = new FormData();
  data.append('avatar', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
  return data;
};

describe('two API instances on one PostgreSQL with zero hand configuration', () => {
  it('created one signing key between them', async () => {
    expect(await a.deps.db.select({ slot: jwtKeys.slot }).from(jwtKeys)).toEqual([{ slot: 'current' }]);
  });

  it('a token from one works on the other; logout on one revokes on both', async () => {
    const { token } = await signUpAndLogin(a);
    expect((await json('GET', `${b.url}/api/user/me`, undefined, token)).status).toBe(200);
    expect((await json('GET', `${a.url}/api/user/me`, undefined, token)).status).toBe(200);
    expect((await json('POST', `${b.url}/api/auth/logout`, undefined, token)).status).toBe(200);
    expect((await json('GET', `${a.url}/api/user/me`, undefined, token)).status).toBe(401);
    expect((await json('GET', `${b.url}/api/user/me`, undefined, token)).status).toBe(401);
  });

  it("a write through one, or straight into the database, is in the other's next read of an answer it keeps", async () => {
    const { account, token } = await signUpAndLogin(a);
    const clocks = [a.deps.now, b.deps.now] as const;
    // One instant on both: only a write may outdate the answers a keeps (platform/http/answer-cache.ts).
    const frozen = new Date();
    a.deps.now = b.deps.now = () => frozen;
    try {
      const kept = answerStoreOf(a.deps)!;
      const search = `${a.url}/api/players/${VOLEI}?search=${encodeURIComponent(account.nickname)}`;
      const nicknames = async () => ((await (await json('GET', search, undefined, token)).json()) as { nickname: string }[]).map((row) => row.nickname);
      const me = async () => ((await (await json('GET', `${a.url}/api/user/me`, undefined, token)).json()) as { full_name: string | null }).full_name;
      expect(await nicknames()).toEqual([account.nickname]);
      expect(await me()).toBeNull();
      const hits = kept.hits;
      expect(await nicknames()).toEqual([account.nickname]);
      expect(await me()).toBeNull();
      expect(kept.hits).toBe(hits + 2);
      expect((await json('PUT', `${b.url}/api/user/me`, { full_name: 'Nome Novo' }, token)).status).toBe(200);
      expect(await me()).toBe('Nome Novo');
      await b.deps.db.update(users).set({ nickname: `${account.nickname} B` }).where(eq(users.nickname, account.nickname));
      expect(await nicknames()).toEqual([`${account.nickname} B`]);
      expect(kept.hits).toBe(hits + 2);
    } finally {
      [a.deps.now, b.deps.now] = clocks;
    }
  });

  it('an avatar uploaded through one is served by the other; the superseded one is deleted on both', async () => {
    const { token } = await signUpAndLogin(b);
    const first = await fetch(`${a.url}/api/user/avatar`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: await avatarForm('#f80') });
    expect(first.status).toBe(200);
    const firstPath = new URL(((await first.json()) as { avatar_url: string }).avatar_url).pathname;
    const served = await fetch(`${b.url}${firstPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const second = await fetch(`${b.url}/api/user/avatar`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: await avatarForm('#08f') });
    expect(second.status).toBe(200);
    const secondPath = new URL(((await second.json()) as { avatar_url: string }).avatar_url).pathname;
    expect((await fetch(`${a.url}${secondPath}`)).status).toBe(200);
    for (const server of [a, b]) expect((await fetch(`${server.url}${firstPath}`)).status).toBe(404);
    const stored = await a.deps.db.select({ value: count() }).from(mediaFiles).where(eq(mediaFiles.name, path.basename(firstPath)));
    expect(stored[0]!.value).toBe(0);
  });

  it('the last-slot race split across both instances admits exactly one team', async () => {
    const championship = await createChampionship(a.deps, { maxTeams: 3 });
    const base = `/api/championships/${VOLEI}/${championship.id}/teams`;
    const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });
    const early = await createUsers(a.deps, 4);
    for (const pair of [early.slice(0, 2), early.slice(2, 4)]) {
      const response = await json('POST', `${a.url}${base}`, { championship_id: championship.id, team_members: pair.map((p) => member(p.id)) }, pair[0]!.token);
      expect(response.status).toBe(201);
    }
    const players = await createUsers(b.deps, 40);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const [caller, partner] = [players[index * 2]!, players[index * 2 + 1]!];
        const server = index % 2 === 0 ? a : b;
        return json('POST', `${server.url}${base}`, { championship_id: championship.id, team_members: [member(caller.id), member(partner.id)] }, caller.token);
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201), statuses.join(',')).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await a.deps.db.select({ value: count() }).from(teams).where(eq(teams.championshipId, championship.id)))[0]!.value).toBe(3);
  });

  it('rotating the key keeps old tokens valid; a token signed with the new key works on the instance that has not reloaded yet', async () => {
    const { token: before } = await signUpAndLogin(a);
    const newKid = await rotateJwtKey(a.deps.db);
    const slots = await a.deps.db.select({ slot: jwtKeys.slot, kid: jwtKeys.kid }).from(jwtKeys);
    expect(slots.map((row) => row.slot).sort()).toEqual(['current', 'previous']);
    // Instance b restarts (fresh cache) and signs with the new key; instance a has the old keys cached.
    const folder = await mkdtemp(path.join(tmpdir(), 'areia-instance-c-'));
    folders.push(folder);
    const c = await startServer(testConfig(folder, { port: 0, databaseUrl: database.url, jwtSecret: undefined }), { seed: false });
    try {
      const { token: after } = await signUpAndLogin(c);
      expect(JSON.parse(Buffer.from(after.split('.')[0]!, 'base64url').toString()).kid).toBe(newKid);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const server of [a, b, c]) {
        expect((await json('GET', `${server.url}/api/user/me`, undefined, after)).status).toBe(200);
        expect((await json('GET', `${server.url}/api/user/me`, undefined, before)).status).toBe(200);
      }
    } finally {
      await c.close();
    }
  });
  it("no read writes the month's ranking snapshot: /me answers with no movement until the month's job, run once by either instance's worker, writes it", async () => {
    await onMonthStart(1, async (snapshotRows) => {
      const token = await firstReadsOnB(snapshotRows);
      expect((await json('GET', `${a.url}/api/user/me`, undefined, token)).status).toBe(200);
      expect(await snapshotRows()).toBe(0);
      // What the cron sends on the 1st (either instance's worker takes it).
      await a.deps.jobs!.send(rankingSnapshotJob.name, {});
      await expect.poll(snapshotRows, { timeout: 20_000 }).toBe(await playerCount());
    });
  });

  it('a snapshot that takes long holds no read: login and /me answer on both instances while the job is still writing it', async () => {
    await onMonthStart(2, async (snapshotRows) => {
      // The snapshot's INSERT waits on this lock for as long as the test holds it, like a million rows would take.
      await whileAHolds(sql`LOCK TABLE ranking_snapshots IN EXCLUSIVE MODE`, async () => {
        await b.deps.jobs!.send(rankingSnapshotJob.name, {});
        const token = await firstReadsOnB(snapshotRows);
        expect((await json('GET', `${a.url}/api/user/me`, undefined, token)).status).toBe(200);
      });
      // Let go, the job's statement completes: every player, once.
      await expect.poll(snapshotRows, { timeout: 20_000 }).toBe(await playerCount());
    });
  });
});
