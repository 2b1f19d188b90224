// `pnpm bench:live [--streams 2000]`: two API processes on a throwaway PostgreSQL 15 cluster, `--streams` server-sent
// event streams of one championship split across them (plain HTTP clients in this process), then a change committed
// with publishLive from the bench's own connection (what every domain step does in its transaction): the share of
// streams that got it within 1 s and 2 s and the latency's p50/p95/max, the API's RSS per open stream, and instance B
// stopped: its clients reconnect to A with Last-Event-ID while another change commits, and none may miss it.
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { throwawayCluster } from './postgres';
import { argValue, onInterrupt, printTable, startChild, type Child } from './processes';

const streamCount = Number(argValue('streams') ?? 2_000);
const cluster = await throwawayCluster();
const folders = [await mkdtemp(path.join(tmpdir(), 'areia-live-a-')), await mkdtemp(path.join(tmpdir(), 'areia-live-b-'))];
const env = (folder: string) => ({ DATABASE_URL: cluster.url, PORT: '0', HOST: '127.0.0.1', AREIA_DATA_DIR: folder, AREIA_LOG: 'silent' });
const children: Child[] = [];
onInterrupt(async () => {
  await Promise.allSettled(children.map((child) => child.stop()));
  cluster.stop();
});
// A migrates and seeds alone; B starts on the ready database.
const a = await startChild('src/server.ts', env(folders[0]!));
children.push(a);
const b = await startChild('src/server.ts', env(folders[1]!));
children.push(b);

const { default: pg } = await import('pg');
const db = new pg.Client({ connectionString: cluster.url });
await db.connect();
const championshipId = (await db.query<{ id: string }>('SELECT id FROM championships ORDER BY id LIMIT 1')).rows[0]!.id;
/** What publishLive (src/domain/live/publish.ts) does in a domain step's transaction. */
async function publish(): Promise<{ version: number; at: number }> {
  await db.query('BEGIN');
  const version = Number((await db.query<{ v: string }>('UPDATE championships SET live_version = live_version + 1 WHERE id = $1 RETURNING live_version AS v', [championshipId])).rows[0]!.v);
  await db.query('SELECT pg_notify($1, $2)', ['areia_live', JSON.stringify({ championshipId, version, topics: ['games'] })]);
  const at = performance.now();
  await db.query('COMMIT');
  return { version, at };
}

const rssKb = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]);

type Client = { lastId: number; seen: Map<number, number>; request?: http.ClientRequest; open: boolean; server: 'A' | 'B' };
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
function connect(client: Client, baseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (client.lastId >= 0) headers['last-event-id'] = String(client.lastId);
    const request = http.get(`${baseUrl}/api/live/championships/${championshipId}`, { agent, headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${response.statusCode}`));
      client.open = true;
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(frame)?.[1];
          if (id === undefined) continue;
          client.lastId = Math.max(client.lastId, Number(id));
          if (/^data: /m.test(frame) && !client.seen.has(Number(id))) client.seen.set(Number(id), performance.now());
        }
        resolve();
      });
      response.on('close', () => {
        client.open = false;
        onClosed(client);
      });
    });
    request.on('error', () => {
      client.open = false;
    });
    client.request = request;
  });
}
let onClosed: (client: Client) => void = () => {};

const rssBefore = [await rssKb(a.pid), await rssKb(b.pid)];
const clients: Client[] = Array.from({ length: streamCount }, (_, index) => ({ lastId: -1, seen: new Map(), open: false, server: index % 2 === 0 ? 'A' : 'B' }));
for (let index = 0; index < clients.length; index += 100) {
  await Promise.all(clients.slice(index, index + 100).map((client) => connect(client, client.server === 'A' ? a.url : b.url)));
}
await new Promise((resolve) => setTimeout(resolve, 2_000));
const rssWith = [await rssKb(a.pid), await rssKb(b.pid)];

function latencies(version: number, at: number) {
  const times = clients.map((client) => client.seen.get(version)).map((seenAt) => (seenAt === undefined ? Infinity : seenAt - at)).sort((x, y) => x - y);
  const within = (ms: number) => times.filter((time) => time <= ms).length / times.length;
  const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return { within1: within(1_000), within2: within(2_000), p50: pick(0.5), p95: pick(0.95), max: times[times.length - 1]!, missed: times.filter((time) => time === Infinity).length };
}
const fmt = (ms: number) => (ms === Infinity ? '∞' : `${ms.toFixed(0)} ms`);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

const first = await publish();
await new Promise((resolve) => setTimeout(resolve, 2_500));
const change = latencies(first.version, first.at);

// B goes away: its clients reconnect to A, resuming from the last id they saw, while another change commits.
let reconnecting = 0;
onClosed = (client) => {
  if (client.server !== 'B') return;
  client.server = 'A';
  reconnecting += 1;
  setTimeout(() => void connect(client, a.url).catch(() => {}), 100 + Math.random() * 900);
};
await b.stop();
children.splice(children.indexOf(b), 1);
const second = await publish();
await new Promise((resolve) => setTimeout(resolve, 5_000));
const lost = clients.filter((client) => client.lastId < second.version).length;

console.log(`\nbench:live — ${streamCount} streams, 2 instances, ${cluster.url.replace(/\/\/.*@/, '//')}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
printTable(
    ['', 'within 1 s', 'within 2 s', 'p50', 'p95', 'max'],
    [['change on every stream', pct(change.within1), pct(change.within2), fmt(change.p50), fmt(change.p95), fmt(change.max)]],
  );
const perStream = ((rssWith[0]! + rssWith[1]! - rssBefore[0]! - rssBefore[1]!) / streamCount).toFixed(1);
printTable(
    ['', 'A', 'B'],
    [
      ['RSS without streams', `${(rssBefore[0]! / 1024).toFixed(0)} MiB`, `${(rssBefore[1]! / 1024).toFixed(0)} MiB`],
      [`RSS with ${streamCount / 2} streams`, `${(rssWith[0]! / 1024).toFixed(0)} MiB`, `${(rssWith[1]! / 1024).toFixed(0)} MiB`],
    ],
  );
console.log(`RSS per open stream: ${perStream} KiB`);
console.log(`B stopped: ${reconnecting} streams reconnected to A, lost the change made meanwhile: ${lost}`);

for (const client of clients) client.request?.destroy();
await db.end();
await Promise.allSettled(children.map((child) => child.stop()));
cluster.stop();
await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
process.exit(lost === 0 && change.missed === 0 ? 0 : 1);
