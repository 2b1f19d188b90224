// `pnpm bench:api [--duration 10] [--connections 50] [--only healthz,me] [--postgres] [--instances N]`: every read
// endpoint of the API (seeded scratch database, signed in as the demo user) under autocannon, beside a bare Hono
// hello-JSON server started in the same run. The database: PGlite in a temp folder by default; a new database on
// DATABASE_URL's server when set; with `--postgres`, a throwaway PostgreSQL 15 cluster started for the run.
// `--instances N` (PostgreSQL only) runs N API processes sharing the port (node:cluster). The CPU columns: CPU time of
// the serving process tree (and of the PostgreSQL backends with --postgres) per answer, from /proc. `--cpu-prof DIR` writes the
// API process's V8 CPU profile into DIR when it stops (open it in Chrome DevTools or speedscope). Every request asks
// the same URL as the demo user, so with the answer cache on (the default) nearly all are served from it; with
// `--no-answer-cache` (AREIA_ANSWER_CACHE_MB=0) each runs its read's statement, as a request does when no answer to it
// was built within the second (which, cache on, also pays the version read). `--baseline-dir DIR` also starts the API
// of another checkout of the repository (e.g. `git worktree add /tmp/areia-base main`, then `pnpm install --offline`
// in it) on its own copy of the seed, and measures each endpoint on both in turn, the two rows side by side with
// the difference: the cost of a change, measured on one machine under one load. `--write-docs` replaces the bench:api
// block of docs/performance.md with this run (refused with --only: the page keeps whole tables).
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { VOLEI_MODALITY_ID as VOLEI } from '@areia/shared/core/modality';
import { throwawayCluster, scratchPostgres, type ScratchDatabase } from './postgres';
import { API_DIR, argValue, onInterrupt, printTable, startChild, treeCpuMs, type Child } from './processes';
import { docsRequest, runCaption, runStart, writeBenchDocs } from '../../scripts/bench-docs.mjs';

const duration = Number(argValue('duration') ?? 10);
const connections = Number(argValue('connections') ?? 50);
// `--only healthz,me`: just the endpoints whose name contains one of these words (the bare Hono baseline always runs).
const only = argValue('only')?.split(',').filter(Boolean);
const instances = Number(argValue('instances') ?? 1);
const cpuProfDir = argValue('cpu-prof');
const answerCache = !process.argv.includes('--no-answer-cache');
const docs = docsRequest();
if (docs.write && only) throw new Error('--write-docs com --only trocaria a tabela inteira da página por uma parte dela: rode sem --only');
const run = runStart();
const baselineDir = argValue('baseline-dir');
if (baselineDir && instances > 1) throw new Error('--baseline-dir mede uma instância de cada lado: sem --instances');
if (baselineDir && docs.write) throw new Error('--write-docs com --baseline-dir poria as linhas da base na página: rode sem --baseline-dir');
const ownCluster = process.argv.includes('--postgres') ? await throwawayCluster() : undefined;
const serverUrl = ownCluster?.url ?? process.env.DATABASE_URL;
if (instances > 1 && !serverUrl) throw new Error('--instances precisa de PostgreSQL (DATABASE_URL ou --postgres): o PGlite é de um processo só');
// What browsers send: answers are measured as the screens receive them (compressed).
const ACCEPT_ENCODING = 'gzip, deflate, br';

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; bytes: number; cpu: string; pgCpu: string };

/**
 * CPU each answer cost, from /proc around the run: the serving processes (the API, or bare Hono) and, with
 * `--postgres`, the cluster's backends. Unlike req/s, this hardly moves with what else the machine is running.
 */
let servingPids: number[] = [];
const perRequest = (ms: number | null, requests: number) => (ms === null || !requests ? '–' : `${Math.max(0, (1000 * ms) / requests).toFixed(0)}`);

async function hit(name: string, url: string, token?: string): Promise<Row> {
  const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
  if (token) headers.authorization = `Bearer ${token}`;
  const pgPid = ownCluster?.serverPid();
  const cpuBefore = treeCpuMs(servingPids);
  const pgBefore = pgPid ? treeCpuMs([pgPid]) : null;
  const result = await autocannon({ url, connections, duration, headers });
  const cpuAfter = treeCpuMs(servingPids);
  const pgAfter = pgPid ? treeCpuMs([pgPid]) : null;
  return {
    cpu: perRequest(cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, result.requests.total),
    pgCpu: perRequest(pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore, result.requests.total),
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

async function json<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

type Api = { label: string; child: Child; endpoints: [string, string][] };

/** Signs in as the demo user and lists the endpoints to measure on this API (ids from its own seed). */
async function endpointsOf(url: string): Promise<{ token: string; endpoints: [string, string][] }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@areia.app', password: 'Areia@2026' }),
  });
  if (!login.ok) throw new Error(`login do demo: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const championships = await json<{ id: string }[]>(`${url}/api/championships/${VOLEI}`, token);
  const players = await json<{ id: string }[]>(`${url}/api/players/${VOLEI}`, token);
  const arenas = await json<{ id: string; coordinates: { latitude: number; longitude: number } }[]>(`${url}/api/arenas`, token);
  const championship = `${url}/api/championships/${VOLEI}/${championships[0]!.id}`;
  const arena = arenas[0]!;
  const endpoints: [string, string][] = [
    ['GET /healthz', `${url}/healthz`],
    ['GET /api/user/me', `${url}/api/user/me`],
    ['GET /api/championships/:modality', `${url}/api/championships/${VOLEI}`],
    ['GET championship detail', championship],
    ['GET championship teams', `${championship}/teams`],
    ['GET championship groups', `${championship}/groups`],
    ['GET championship games', `${championship}/games`],
    ['GET championship results', `${championship}/results`],
    ['GET /api/players/:modality', `${url}/api/players/${VOLEI}`],
    ['GET player detail', `${url}/api/players/${VOLEI}/${players[0]!.id}`],
    ['GET /api/arenas', `${url}/api/arenas`],
    ['GET /api/arenas?search=', `${url}/api/arenas?search=${encodeURIComponent('ipanema')}`],
    ['GET /api/arenas nearby', `${url}/api/arenas?latitude=${arena.coordinates.latitude}&longitude=${arena.coordinates.longitude}`],
    ['GET arena detail', `${url}/api/arenas/${arena.id}`],
  ];
  const summary = await fetch(`${url}/api/summary/${VOLEI}`, { headers: { authorization: `Bearer ${token}` } });
  await summary.arrayBuffer();
  if (summary.ok) endpoints.push(['GET /api/summary/:modality', `${url}/api/summary/${VOLEI}`]);
  else notes.push(`GET /api/summary/:modality respondeu ${summary.status} em ${url}: fora da medição (rota ainda não existe neste ramo).`);
  return { token, endpoints: endpoints.filter(([name]) => !only || only.some((word) => name.includes(word))) };
}

const notes: string[] = [];
const dataDirs: string[] = [];
const started: Child[] = [];
const scratches: ScratchDatabase[] = [];
onInterrupt(async () => {
  for (const scratch of scratches) await scratch.drop().catch(() => {});
  ownCluster?.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** The API of the checkout whose api folder is `apiDir`, on a new seeded database (scratch PostgreSQL or PGlite). */
async function startApi(apiDir: string): Promise<{ child: Child; engine: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'areia-bench-api-'));
  dataDirs.push(dataDir);
  const scratch = serverUrl ? await scratchPostgres(serverUrl) : undefined;
  if (scratch) scratches.push(scratch);
  const child = await startChild(
    instances > 1 ? 'bench/cluster-server.ts' : 'src/server.ts',
    {
      AREIA_BENCH_INSTANCES: String(instances),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      AREIA_DATA_DIR: dataDir,
      AREIA_AUTH_IP_LIMIT: '0',
      AREIA_LOG: 'silent',
      AREIA_JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      AREIA_ANSWER_CACHE_MB: answerCache ? '32' : '0',
    },
    undefined,
    cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [],
    apiDir,
  );
  started.push(child);
  return { child, engine: scratch ? scratch.label : 'PGlite (embutido no processo da API)' };
}

try {
  const baselineApiDir = baselineDir ? path.resolve(baselineDir, 'api') : undefined;
  if (baselineApiDir) await access(path.join(baselineApiDir, 'node_modules')).catch(() => {
    throw new Error(`${baselineApiDir}/node_modules não existe: rode pnpm install --offline em ${baselineDir}`);
  });
  const barePostgres = serverUrl ? await scratchPostgres(serverUrl) : undefined;
  if (barePostgres) scratches.push(barePostgres);
  const bare = await startChild('bench/bare-hono.ts', barePostgres ? { BARE_DATABASE_URL: barePostgres.url } : {});
  started.push(bare);
  const current = await startApi(API_DIR);
  const engine = current.engine;
  const apis: Api[] = [{ label: '', child: current.child, endpoints: [] }];
  if (baselineApiDir) apis.push({ label: ' [base]', child: (await startApi(baselineApiDir)).child, endpoints: [] });
  const tokens = new Map<Api, string>();
  for (const api of apis) {
    const { token, endpoints } = await endpointsOf(api.child.url);
    api.endpoints = endpoints;
    tokens.set(api, token);
  }
  const api = current.child;

  console.log(
    `${engine}, ${instances} instância(s) da API, cache de respostas ${answerCache ? 'ligado' : 'desligado'}; autocannon: ${connections} conexões, ${duration} s por endpoint, Accept-Encoding: ${ACCEPT_ENCODING}`,
  );
  if (baselineApiDir) console.log(`[base]: a API de ${baselineDir} (${api.url} é a desta árvore), cada endpoint medido nas duas em seguida`);
  servingPids = [bare.pid];
  const baseline = await hit('bare Hono hello-JSON', `${bare.url}/`);
  const rows: Row[] = [baseline];
  // The floor of every read below that asks the database: bare Hono and one prepared SELECT 1, nothing else.
  if (barePostgres) rows.push(await hit('bare Hono + SELECT 1', `${bare.url}/db`));
  // A second of load on each API before its rows: the first measured endpoint no longer pays the JIT's warm-up.
  for (const each of apis) {
    const [, url] = each.endpoints[0]!;
    await autocannon({ url, connections, duration: 1, headers: { 'accept-encoding': ACCEPT_ENCODING, authorization: `Bearer ${tokens.get(each)}` } });
  }
  const pairs: [Row, Row][] = [];
  for (let index = 0; index < apis[0]!.endpoints.length; index += 1) {
    const measured: Row[] = [];
    for (const each of apis) {
      const [name, url] = each.endpoints[index]!;
      servingPids = [each.child.pid];
      measured.push(await hit(`${name}${each.label}`, url, tokens.get(each)));
      process.stderr.write('.');
    }
    rows.push(...measured);
    if (measured.length === 2) pairs.push(measured as [Row, Row]);
  }
  process.stderr.write('\n');
  const table = printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'bytes/answer', '% of bare Hono', 'server CPU µs/req', 'PG CPU µs/req'],
    rows.map((row) => [row.name, row.rps, row.p50, row.p99, row.errors, row.bytes, `${((100 * row.rps) / baseline.rps).toFixed(1)} %`, row.cpu, row.pgCpu]),
  );
  if (pairs.length) {
    console.log('');
    const change = (now: number, before: number) => (before ? `${now >= before ? '+' : ''}${((100 * (now - before)) / before).toFixed(1)} %` : '–');
    printTable(
      ['endpoint', 'req/s', 'req/s [base]', 'req/s change', 'server CPU µs/req', 'CPU µs/req [base]', 'CPU change'],
      pairs.map(([now, before]) => [
        now.name,
        now.rps,
        before.rps,
        change(now.rps, before.rps),
        now.cpu,
        before.cpu,
        now.cpu === '–' || before.cpu === '–' ? '–' : change(Number(now.cpu), Number(before.cpu)),
      ]),
    );
  }
  for (const note of notes) console.log(`nota: ${note}`);
  console.log(`load average: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  if (docs.write) {
    const command = `${process.env.DATABASE_URL ? 'DATABASE_URL=… ' : ''}pnpm bench:api ${docs.args.join(' ')}`.trim();
    const setup = `${engine}, ${instances} API instance(s), answer cache ${answerCache ? 'on' : 'off'}, ${connections} connections, ${duration} s per endpoint`;
    writeBenchDocs('bench:api', [runCaption({ command, setup, ...run }), '', table, ...notes.map((note) => `\nnota: ${note}`)].join('\n'));
  }
} finally {
  for (const child of started.reverse()) await child.stop();
  for (const scratch of scratches) await scratch.drop();
  ownCluster?.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}
