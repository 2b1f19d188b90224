// `pnpm chaos`: two API instances (127.0.0.1:7400 and :7401) on a throwaway PostgreSQL 15 cluster, read and written
// for about 45 s while the database misbehaves: every backend terminated once a second, a `pg_ctl restart -m fast`,
// and instance #2 frozen (SIGSTOP) for 10 s then resumed (SIGCONT). Prints, per instance, the answers by status, the
// longest time without a 2xx, whether the process survived and whether an acknowledged write was lost. Everything it
// starts is stopped and removed at the end (also on Ctrl-C). Exits 1 when a process died or a write was lost.
// `--ports 7400,7401` picks other ports.
import { loadavg } from 'node:os';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import { startPgCluster } from '../src/test/pg-cluster';
import { acceptableStoredValues, answerOf, storedFullNames, writeProfile, type Attempt } from '../src/test/write-probe';
import { argValue, onInterrupt, printTable } from './processes';

const ports = (argValue('ports') ?? '7400,7401').split(',').map(Number);
const LOAD_MS = 45_000;
const PAUSE_BETWEEN_REQUESTS_MS = 20;
/** Per loop: the run stops at LOAD_MS or at this many requests, whichever comes first. */
const MAX_REQUESTS_PER_LOOP = 2_000;
const WRITERS_PER_INSTANCE = 2;
const READERS_PER_INSTANCE = 2;
/** When each fault starts, from the start of the load. */
const SCHEDULE = { terminateFrom: 3_000, terminateUntil: 15_000, restartAt: 18_000, freezeAt: 24_000, freezeMs: 10_000, terminateAgainFrom: 36_000, terminateAgainUntil: 42_000 };

type Answer = { status: number; at: number; ms: number };
type Instance = { name: string; api: ApiProcess; answers: Answer[]; writes: { userId: string; attempts: Attempt[] }[]; frozen: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const cluster = await startPgCluster();
const instances: Instance[] = [];
const cleanup = async () => {
  for (const instance of instances) if (instance.frozen) instance.api.child.kill('SIGCONT');
  await Promise.allSettled(instances.map((instance) => instance.api.stop()));
  cluster.destroy();
};
onInterrupt(cleanup);

try {
  log(`PostgreSQL 15 em ${cluster.url}`);
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const [index, port] of ports.entries()) {
    const api = await startApiProcess({ databaseUrl: cluster.url, port });
    instances.push({ name: `#${index + 1} ${api.url}`, api, answers: [], writes: [], frozen: false });
    log(`instância #${index + 1} em ${api.url} (pid ${api.child.pid})`);
  }
  const users = await Promise.all(instances.flatMap((instance) => Array.from({ length: WRITERS_PER_INSTANCE + READERS_PER_INSTANCE }, () => signUp(instance))));

  const started = Date.now();
  const until = started + LOAD_MS;
  const loops = instances.flatMap((instance, index) => {
    const own = users.slice(index * (WRITERS_PER_INSTANCE + READERS_PER_INSTANCE), (index + 1) * (WRITERS_PER_INSTANCE + READERS_PER_INSTANCE));
    return own.map((user, slot) => (slot < WRITERS_PER_INSTANCE ? writeLoop(instance, user, until) : readLoop(instance, user.token, until)));
  });
  const faults = injectFaults(started);
  await Promise.all([...loops, faults]);
  const lost = await lostWrites();
  report(started, lost);
  const failed = instances.some((instance) => instance.api.exit) || [...lost.values()].some((count) => count > 0);
  process.exitCode = failed ? 1 : 0;
} finally {
  await cleanup();
}

async function signUp(instance: Instance) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = { email: `caos-${suffix}@areia.app`, password: 'Caos@2026', cpf: generateValidCpf(Math.floor(Math.random() * 2 ** 30)), nickname: `Caos ${suffix}` };
  const post = (url: string) => answerOf(`${instance.api.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const registered = await post('/api/auth/register');
  if (registered.status !== 201) throw new Error(`cadastro falhou: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await post('/api/auth/login');
  const body = login.body as { token: string; user: { id: string } };
  return { id: body.user.id, token: body.token };
}

async function writeLoop(instance: Instance, user: { id: string; token: string }, until: number) {
  const attempts: Attempt[] = [];
  instance.writes.push({ userId: user.id, attempts });
  for (let n = 1; n <= MAX_REQUESTS_PER_LOOP && Date.now() < until; n += 1) {
    const { attempt } = await writeProfile(instance.api.url, user.token, `Caos ${n}`);
    attempts.push(attempt);
    instance.answers.push(attempt);
    await sleep(PAUSE_BETWEEN_REQUESTS_MS);
  }
}

async function readLoop(instance: Instance, token: string, until: number) {
  for (let n = 1; n <= MAX_REQUESTS_PER_LOOP && Date.now() < until; n += 1) {
    const at = Date.now();
    const path = n % 2 ? '/api/user/me' : '/api/arenas';
    const { status } = await answerOf(`${instance.api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    instance.answers.push({ status, at, ms: Date.now() - at });
    await sleep(PAUSE_BETWEEN_REQUESTS_MS);
  }
}

async function injectFaults(started: number) {
  const at = (offset: number) => sleep(Math.max(0, started + offset - Date.now()));
  const terminateUntil = async (end: number) => {
    let rounds = 0;
    let ended = 0;
    while (Date.now() < started + end) {
      ended += await cluster.terminateBackends();
      rounds += 1;
      await sleep(1_000);
    }
    log(`pg_terminate_backend: ${rounds} rodadas, ${ended} conexões encerradas`);
  };
  await at(SCHEDULE.terminateFrom);
  await terminateUntil(SCHEDULE.terminateUntil);
  await at(SCHEDULE.restartAt);
  const restarting = Date.now();
  await cluster.restart();
  log(`pg_ctl restart -m fast: ${Date.now() - restarting} ms`);
  await at(SCHEDULE.freezeAt);
  const frozen = instances[instances.length - 1]!;
  frozen.frozen = true;
  frozen.api.child.kill('SIGSTOP');
  log(`SIGSTOP na instância ${frozen.name}`);
  await sleep(SCHEDULE.freezeMs);
  frozen.api.child.kill('SIGCONT');
  frozen.frozen = false;
  log(`SIGCONT na instância ${frozen.name}`);
  await at(SCHEDULE.terminateAgainFrom);
  await terminateUntil(SCHEDULE.terminateAgainUntil);
}

/** Per instance: users whose stored value is neither their last acknowledged write nor a later unanswered one. */
async function lostWrites(): Promise<Map<Instance, number>> {
  const all = instances.flatMap((instance) => instance.writes);
  const stored = await storedFullNames(cluster.url, all.map((write) => write.userId));
  return new Map(
    instances.map((instance) => [instance, instance.writes.filter((write) => !acceptableStoredValues(write.attempts).has(stored.get(write.userId) ?? null)).length]),
  );
}

/** The longest stretch of the load during which no request to the instance completed with a 2xx. */
function longestWithout2xx(answers: Answer[], started: number, ended: number): number {
  const done = answers.filter((answer) => answer.status >= 200 && answer.status < 300).map((answer) => answer.at + answer.ms);
  const marks = [started, ...done.sort((a, b) => a - b), ended];
  return marks.slice(1).reduce((longest, mark, index) => Math.max(longest, mark - marks[index]!), 0);
}

function report(started: number, lost: Map<Instance, number>) {
  const ended = Math.max(...instances.flatMap((instance) => instance.answers.map((answer) => answer.at + answer.ms)));
  console.log('');
  printTable(
    ['instância', 'respostas por status', 'maior tempo sem 2xx', 'processo sobreviveu', 'escritas confirmadas', 'escritas confirmadas perdidas'],
    instances.map((instance) => {
      const byStatus = new Map<number, number>();
      for (const answer of instance.answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'sem resposta' : status}: ${count}`);
      const acknowledged = instance.writes.flatMap((write) => write.attempts).filter((attempt) => attempt.status === 200).length;
      const survived = instance.api.exit ? `não (${instance.api.exit.signal ?? instance.api.exit.code})` : 'sim';
      return [instance.name, statuses.join(', '), `${((longestWithout2xx(instance.answers, started, ended) / 1000).toFixed(1))} s`, survived, acknowledged, lost.get(instance) ?? 0];
    }),
    2,
  );
  console.log(`\nloadavg ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  for (const instance of instances) if (instance.api.exit) console.log(`\n${instance.name} saiu; fim do stderr:\n${instance.api.exit.stderr}`);
}
