// `pnpm bench:scale [--users|--players 100000] [--results 10000] [--posts 10000] [--open-games 10000] [--arenas 100000]
// [--championships 2000] [--requests 50] [--cycles 5] [--only me,login] [--postgres]`: a scratch database
// (PGlite in a temp folder, or a new database on the DATABASE_URL server, dropped at the end) with the repo's
// migrations and the demo seed, filled by set-based SQL, then p50/p95/p99 of every read endpoint and of login, and the
// EXPLAIN ANALYZE of the SQL each endpoint really ran (captured from Drizzle), showing index use. Then the month
// boundary: the first ranking read of the next month (the set-based snapshot of every position) and /me after it.
// At 1 000 000 users: `pnpm bench:scale --users 1000000 --arenas 1000 --championships 200 --only me,login,players/`.
// `--results` finalized results (8 per athlete, default a tenth of the players) stand behind the reads, and a 64-team
// championship ready to finish is finished and reopened `--cycles` times (median of each) on this database and on one
// of 1 000 players whose finishing athletes have the same results: the finish touches only its athletes' rows, so both should cost
// the same. `--posts` open "procuro dupla" posts and `--open-games` open games (default a tenth of the players each)
// stand behind the partner lists, the open games and the home's play counts. `--postgres` runs on a throwaway PostgreSQL 15 cluster instead of DATABASE_URL's server.
// The answer cache (src/platform/http/answer-cache.ts) is off unless `--answer-cache`: the same URL asked 50 times in a row would
// otherwise be built once and served 49 times, and this bench is about what building an answer costs at scale.
// `--write-docs` replaces the bench:scale block of docs/performance.md with this run's tables (not the plans; refused
// with --only: the page keeps whole tables).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID as VOLEI } from '@areia/shared/core/modality';
import { configFromEnv } from '../src/config';
import { createApp } from '../src/app';
import { scratchPostgres, throwawayCluster } from './postgres';
import { finishChampionship, reopenChampionship } from '../src/domain/championship/finish';
import { openSession } from '../src/platform/auth/auth';
import { monthKey, takeMonthlySnapshot } from '../src/domain/ranking/ranking';
import { FINISHABLE_TEAMS, generateScaleData, maxPosts, RESULTS_PER_ATHLETE } from '../src/scale/generate';
import { startServer } from '../src/server';
import { argValue, onInterrupt, printTable } from './processes';
import { docsRequest, runCaption, runStart, writeBenchDocs } from '../../scripts/bench-docs.mjs';

const players = Number(argValue('players') ?? argValue('users') ?? 100_000);
const championshipCount = Number(argValue('championships') ?? 2_000);
const size = {
  users: players,
  arenas: Number(argValue('arenas') ?? 100_000),
  championships: championshipCount,
  results: Number(argValue('results') ?? Math.round(players / 10)),
  posts: Number(argValue('posts') ?? Math.min(Math.round(players / 10), maxPosts(players, championshipCount))),
  openGames: Number(argValue('open-games') ?? Math.round(players / 10)),
  finishable: true,
};
const SMALL_PLAYERS = 1_000;
// The small database gives the finishing athletes (users 1–128) the same 8 results each as the big one (when it has
// them), so the two finishes differ only in the size of the tables around them.
const small = {
  users: SMALL_PLAYERS,
  arenas: 10,
  championships: 10,
  results: Math.min(size.results, FINISHABLE_TEAMS * 2 * RESULTS_PER_ATHLETE),
  finishable: true,
};
const requests = Number(argValue('requests') ?? 50);
const cycles = Number(argValue('cycles') ?? 5);
const only = argValue('only')?.split(',').filter(Boolean);
const ownCluster = process.argv.includes('--postgres') ? await throwawayCluster() : undefined;
const serverUrl = ownCluster?.url ?? process.env.DATABASE_URL;
const answerCache = process.argv.includes('--answer-cache');
const docs = docsRequest();
if (docs.write && only) throw new Error('--write-docs com --only trocaria a tabela inteira da página por uma parte dela: rode sem --only');
const run = runStart();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Measured = { name: string; times: number[]; firstTimes: number[]; failures: number; statuses: Set<number>; bytes: number; sql: Map<string, unknown[]> };

/** Requests per endpoint before the measured ones: PostgreSQL's plan cache keeps a generic plan from the sixth execution. */
const FIRST_REQUESTS = 5;

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** A scratch database (its own PGlite folder, or a new database on the server) with the API on it. */
async function scratchServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'areia-bench-scale-'));
  const scratch = serverUrl ? await scratchPostgres(serverUrl) : undefined;
  const config = {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    databaseUrl: scratch?.url,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123456789',
    authIpLimit: 0,
    logSilent: true,
    answerCacheBytes: answerCache ? 32 * 1024 * 1024 : 0,
  };
  const server = await startServer(config);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.close().catch(() => {});
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { server, scratch, close };
}

/** Finishes and reopens the generated 64-team championship `cycles` times, each step in its own transaction. */
async function finalizeCycles(server: Awaited<ReturnType<typeof startServer>>, id: string) {
  const db = server.database.db;
  const finish: number[] = [];
  const reopen: number[] = [];
  for (let index = 0; index < cycles; index += 1) {
    for (const [step, times] of [[finishChampionship, finish], [reopenChampionship, reopen]] as const) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await step(tx, id, () => new Date());
      });
      times.push(performance.now() - started);
    }
  }
  return { finish: median(finish), reopen: median(reopen) };
}

const closers: (() => Promise<void>)[] = [];
const cleanup = async () => {
  for (const close of closers.splice(0)) await close().catch(() => {});
  ownCluster?.stop();
};
onInterrupt(cleanup);
try {
  const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`${engine}: finalização com ${small.users} jogadores e ${small.results} resultados…`);
  const smallRun = await scratchServer();
  closers.push(smallRun.close);
  const smallData = await generateScaleData(smallRun.server.database.db, small);
  const smallFinalize = await finalizeCycles(smallRun.server, smallData.finishableId!);
  await smallRun.close();

  console.log(`${engine}: migrações + seed, depois ${size.users} jogadores, ${size.results} resultados, ${size.arenas} arenas, ${size.championships} campeonatos…`);
  const { server, scratch, close } = await scratchServer();
  closers.push(close);
  const generated = await generateScaleData(server.database.db, size);
  console.log(
    `gerado em ${(generated.ms / 1000).toFixed(1)} s (${generated.teams} times, ${generated.games} jogos, ${generated.results} resultados, ${generated.posts} procuro dupla, ${generated.openGames} jogos abertos)`,
  );
  const largeFinalize = await finalizeCycles(server, generated.finishableId!);
  const finalizeTitle = `Finalizar um campeonato de 64 times (128 atletas, 96 jogos): mediana de ${cycles} ciclos finalizar/reabrir, cada passo uma transação`;
  console.log(`\n${finalizeTitle}`);
  const finalizeTable = printTable(
    ['database', 'finish ms', 'reopen ms'],
    [
      [`${small.users} players, ${small.results} results`, smallFinalize.finish.toFixed(1), smallFinalize.reopen.toFixed(1)],
      [`${size.users} players, ${size.results} results`, largeFinalize.finish.toFixed(1), largeFinalize.reopen.toFixed(1)],
    ],
  );

  // Every statement Drizzle sends is recorded under the endpoint being measured (the API runs in this process).
  let capture: Map<string, unknown[]> | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const session = (server.database.db as any).session;
  const logger = { logQuery: (query: string, params: unknown[]) => capture?.set(query, params) };
  session.logger = logger;
  if (session.options) session.options.logger = logger;

  const login = async () =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@areia.app', password: 'Areia@2026' }),
    });
  // At scale the API may fail (that is what this bench is for): failures are measured, not fatal.
  const first = await login();
  const token = first.ok ? ((await first.json()) as { token: string }).token : undefined;
  if (!token) console.log(`nota: login do demo respondeu ${first.status}: ${(await first.text()).slice(0, 200)}`);
  const auth: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) auth.authorization = `Bearer ${token}`;
  const get = async <T>(url: string): Promise<T[]> => {
    const response = await fetch(`${server.url}${url}`, { headers: auth });
    if (response.ok) return (await response.json()) as T[];
    console.log(`nota: ${url} respondeu ${response.status}`);
    await response.arrayBuffer();
    return [];
  };
  // Ids straight from the database when a list fails, so the detail endpoints are still measured.
  const anyId = async (table: string) =>
    ((await server.database.db.execute(sql.raw(`SELECT id FROM ${table} ORDER BY id LIMIT 1`))) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const championships = await get<{ id: string }>(`/api/championships/${VOLEI}?limit=50`);
  const playerList = await get<{ id: string }>(`/api/players/${VOLEI}?limit=50`);
  const arenas = await get<{ id: string }>(`/api/arenas?limit=50`);
  const championshipId = championships[0]?.id ?? (await anyId('championships'));
  const playerId = playerList[playerList.length - 1]?.id ?? (await anyId('users'));
  const arena = { id: arenas[0]?.id ?? (await anyId('arenas')) };
  const championship = `/api/championships/${VOLEI}/${championshipId}`;
  // The partner picker of a mid-level championship: its two parts (may join, the others) both hold many players.
  const pickerId =
    ((await server.database.db.execute(sql`SELECT id FROM championships WHERE category = 'Intermediário' ORDER BY id LIMIT 1`)) as unknown as { rows: { id: string }[] }).rows[0]?.id ??
    championshipId;
  const picker = `/api/players/${VOLEI}?eligibleFor=${pickerId}`;
  // Searched on the list and the picker, from 1 match to 1 in 7 at a million players (api/src/scale/generate.ts names):
  // "joão araujo" 1 in 420, "conceição gonçalves" 1 in 840, "fernanda santos" only the seed's player.
  // Near Rio de Janeiro (a twenty-first of the generated arenas sit around each beach city).
  const near = `latitude=${-22.9711}&longitude=${-43.1822}`;
  const generatedArena = ((await server.database.db.execute(sql`SELECT md5(${generated.tag} || 'a' || 1)::uuid AS id`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const postsId = generated.postsChampionshipId;
  const searches: [string, string][] = [
    ['', 'joão araujo'],
    [' rare', 'fernanda santos'],
    [' accents', 'Conceição Gonçalves'],
    [' common', 'silva'],
    [' 2 chars', 'jo'],
  ];
  const endpoints: [string, string][] = [
    ['GET /healthz', '/healthz'],
    ['GET /api/user/me', '/api/user/me'],
    ['GET /api/championships/:modality', `/api/championships/${VOLEI}`],
    ['GET championship detail', championship],
    ['GET championship teams', `${championship}/teams`],
    ['GET championship groups', `${championship}/groups`],
    ['GET championship games', `${championship}/games`],
    ['GET championship results', `${championship}/results`],
    ['GET /api/players/:modality', `/api/players/${VOLEI}`],
    ...searches.map(([label, term]): [string, string] => [`GET /api/players/:modality?search=${label}`, `/api/players/${VOLEI}?search=${encodeURIComponent(term)}`]),
    ['GET players ?eligibleFor=', picker],
    ...searches.map(([label, term]): [string, string] => [`GET players ?eligibleFor=&search=${label}`, `${picker}&search=${encodeURIComponent(term)}`]),
    ['GET player detail', `/api/players/${VOLEI}/${playerId}`],
    ['GET /api/arenas', '/api/arenas'],
    ['GET /api/arenas?search=', `/api/arenas?search=${encodeURIComponent('pôr do sol')}`],
    ['GET /api/arenas?search= rare', `/api/arenas?search=${encodeURIComponent('cabo frio 777')}`],
    ['GET /api/arenas?search= common', '/api/arenas?search=arena'],
    ['GET /api/arenas?search= 2 chars', '/api/arenas?search=rj'],
    ['GET /api/arenas nearby', `/api/arenas?latitude=${-22.9711}&longitude=${-43.1822}`],
    ['GET arena detail', `/api/arenas/${arena.id}`],
    ['GET /api/summary/:modality', `/api/summary/${VOLEI}`],
    ['GET /api/partners (procurando jogo)', '/api/partners'],
    ['GET /api/partners near', `/api/partners?${near}`],
    ...(postsId
      ? ([
          ['GET /api/partners/:championship (fit)', `/api/partners/${postsId}`],
          ['GET /api/partners/:championship/summary', `/api/partners/${postsId}/summary`],
        ] as [string, string][])
      : []),
    ['GET /api/open-games', '/api/open-games'],
    ['GET /api/open-games near', `/api/open-games?${near}`],
    ['GET /api/open-games?arena_id=', `/api/open-games?arena_id=${generatedArena}`],
    ['GET /api/user/play', '/api/user/play'],
    ['GET /api/user/play near', `/api/user/play?${near}`],
  ];

  const results: Measured[] = [];
  const measure = async (name: string, send: () => Promise<Response>, count: number) => {
    const row: Measured = { name, times: [], firstTimes: [], failures: 0, statuses: new Set(), bytes: 0, sql: new Map() };
    // PostgreSQL plans a named statement's first executions on a connection one by one (custom plans) before it keeps
    // one: those are timed apart (the "first" column), and the percentiles are of the requests after them.
    const timed = async (times: number[]) => {
      const started = performance.now();
      const response = await send();
      const body = await response.arrayBuffer();
      times.push(performance.now() - started);
      row.statuses.add(response.status);
      if (!response.ok) row.failures += 1;
      row.bytes = Math.max(row.bytes, body.byteLength);
    };
    for (let index = 0; index < FIRST_REQUESTS; index += 1) await timed(row.firstTimes);
    for (let index = 0; index < count; index += 1) {
      capture = index === 0 ? row.sql : undefined;
      await timed(row.times);
    }
    capture = undefined;
    results.push(row);
    process.stderr.write('.');
  };
  for (const [name, url] of endpoints) if (!only || only.some((word) => name.includes(word))) await measure(name, () => fetch(`${server.url}${url}`, { headers: auth }), requests);
  // /me of a generated athlete whose 8 results its profile reads (generated users cannot log in: a session is opened).
  const athleteMe = 'GET /api/user/me (athlete with 8 results)';
  if (!only || only.some((word) => athleteMe.includes(word))) {
    const email = `escala-${generated.tag}-1@jogadores.areia.app`;
    const athlete = ((await server.database.db.execute(sql`SELECT id, email FROM users WHERE email = ${email}`)) as unknown as { rows: { id: string; email: string }[] }).rows[0]!;
    const athleteAuth = { ...auth, authorization: `Bearer ${await openSession(server.deps, athlete)}` };
    await measure(athleteMe, () => fetch(`${server.url}/api/user/me`, { headers: athleteAuth }), requests);
  }
  await measure('POST /api/auth/login', login, Math.min(requests, 20));
  process.stderr.write('\n');

  console.log(`\n${engine}, ${size.users} jogadores (${size.results} resultados, ${size.posts} procuro dupla, ${size.openGames} jogos abertos) + ${size.arenas} arenas + ${size.championships} campeonatos (+ seed); ${requests} pedidos sequenciais por endpoint (login: ${Math.min(requests, 20)}), Accept-Encoding: br, gzip, cache de respostas ${answerCache ? 'ligado' : 'desligado'}`);
  const table = printTable(
    ['endpoint', `first ${FIRST_REQUESTS} max ms`, 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'status', 'answer KB (decoded)'],
    results.map((row) => {
      const sorted = [...row.times].sort((a, b) => a - b);
      return [row.name, Math.max(0, ...row.firstTimes).toFixed(1), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1), percentile(sorted, 99).toFixed(1), row.failures, [...row.statuses].join(','), (row.bytes / 1024).toFixed(1)];
    }),
  );
  console.log(`load average: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);

  // The month boundary: an app whose clock is on the 1st of next month takes the snapshot on its first ranking read.
  {
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 3, 5));
    const deps = { ...server.deps, now: () => nextMonth };
    const app = createApp(deps);
    const started = performance.now();
    await takeMonthlySnapshot(deps, monthKey(nextMonth));
    const snapshotMs = performance.now() - started;
    const snapshotRows = Number(
      ((await server.database.db.execute(sql`SELECT count(*) AS n FROM ranking_snapshots WHERE month = ${monthKey(nextMonth)}`)) as unknown as { rows: { n: string }[] }).rows[0]!.n,
    );
    // A token from that month (today's may have expired by then).
    const demo = ((await server.database.db.execute(sql`SELECT id, email FROM users WHERE email = 'demo@areia.app'`)) as unknown as { rows: { id: string; email: string }[] }).rows[0]!;
    const boundaryAuth = { authorization: `Bearer ${await openSession(deps, demo)}` };
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let index = 0; index < Math.min(requests, 20); index += 1) {
      const t = performance.now();
      const response = await app.request('/api/user/me', { headers: boundaryAuth });
      await response.arrayBuffer();
      times.push(performance.now() - t);
      statuses.add(response.status);
    }
    times.sort((a, b) => a - b);
    const boundaryTitle = `Virada do mês (${monthKey(nextMonth)}): snapshot de ${snapshotRows} posições em ${(snapshotMs / 1000).toFixed(2)} s (um INSERT … SELECT)`;
    console.log(`\n${boundaryTitle}`);
    const boundaryTable = printTable(
      ['depois da virada', 'p50 ms', 'p95 ms', 'status'],
      [['GET /api/user/me (em processo)', percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), [...statuses].join(',')]],
    );
    if (docs.write) {
      const command = `${serverUrl && !ownCluster ? 'DATABASE_URL=… ' : ''}pnpm bench:scale ${docs.args.join(' ')}`.trim();
      const setup =
        `${scratch ? scratch.label : 'PGlite'}${ownCluster ? ' (throwaway cluster)' : ''}, ${size.users} players with ${size.results} finalized results, ${size.posts} open "procuro dupla" posts and ${size.openGames} open games, ${size.arenas} arenas, ${size.championships} championships plus the seed, ` +
        `${requests} sequential requests per endpoint (login: ${Math.min(requests, 20)}), answer cache ${answerCache ? 'on' : 'off'}, generated in ${(generated.ms / 1000).toFixed(1)} s`;
      writeBenchDocs('bench:scale', [runCaption({ command, setup, ...run }), '', table, '', finalizeTitle, '', finalizeTable, '', boundaryTitle, '', boundaryTable].join('\n'));
    }
  }

  // EXPLAIN ANALYZE of each read statement an endpoint ran (writes are skipped: ANALYZE would execute them).
  const db = server.database.db;
  const explained = new Set<string>();
  const planRows: (string | number)[][] = [];
  const plans: string[] = [];
  for (const row of results) {
    for (const [query, params] of row.sql) {
      if (!/^\s*(select|with)\b/i.test(query) || explained.has(query)) continue;
      explained.add(query);
      let text: string[];
      try {
        // Drizzle's own placeholders ($1…) are kept: the statement is prepared with the captured parameters.
        const chunks = query.split(/\$(\d+)/);
        const parts = chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`));
        const result = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS OFF) ${sql.join(parts, sql.raw(''))}`);
        const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
        text = rows.map((plan) => Object.values(plan)[0]!);
      } catch (error) {
        text = [`(EXPLAIN falhou: ${error instanceof Error ? error.message : String(error)})`];
      }
      const joined = text.join('\n');
      const indexes = [...new Set([...joined.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((match) => match[1]!))];
      const seqScans = [...new Set([...joined.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!))];
      const execution = /Execution Time: ([\d.]+) ms/.exec(joined)?.[1] ?? '?';
      planRows.push([row.name, query.replace(/\s+/g, ' ').slice(0, 70), execution, indexes.join(' ') || '-', seqScans.join(' ') || '-']);
      plans.push(`-- ${row.name}\n${query}\n${joined}\n`);
    }
  }
  console.log('\nEXPLAIN ANALYZE das consultas de leitura (planos completos abaixo):');
  printTable(['endpoint', 'statement', 'exec ms', 'indexes used', 'seq scans'], planRows, 2);
  console.log(`\n${plans.join('\n')}`);
} finally {
  await cleanup();
}
