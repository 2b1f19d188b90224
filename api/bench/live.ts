// `pnpm bench:live [--streams 2000]`: two API instances (two processes) on one throwaway PostgreSQL 15 cluster, the
// streams of GET /api/live/championships/{id} split between them (plain HTTP clients in this process, not browsers).
// A score entered on instance A must reach every stream, B's through LISTEN/NOTIFY: the share within 1 s and 2 s, and
// p50/p95/max. The API's memory per open stream is each instance's RSS with its streams minus before, over their
// number. Then instance B stops: its clients reconnect to A with their Last-Event-ID, a second score is entered while
// they do, and every stream must end up at its version (lost = 0), catching up through the stream's resume.
import http from 'node:http';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { throwawayCluster, freePort } from './postgres';
import { argValue, onInterrupt, printTable, startChild, type Child } from './processes';

const STREAMS = Number(argValue('streams') ?? 2000);
const cluster = await throwawayCluster();
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function instance(): Promise<Child> {
  const port = await freePort();
  return startChild('src/server.ts', { DATABASE_URL: cluster.url, PORT: String(port), HOST: '127.0.0.1', AREIA_LOG: 'silent' });
}

const a = await instance();
let b = await instance();
onInterrupt(async () => {
  await Promise.all([a.stop(), b.stop()]);
  cluster.stop();
});

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const login = await json<{ token: string }>(`${a.url}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'organizador@areia.app', password: 'Organiza@2026' }) });
const auth = { authorization: `Bearer ${login.token}` };
const mine = await json<{ id: string; title: string }[]>(`${a.url}/api/organizer/championships?limit=50`, { headers: auth });
const championship = mine.find((item) => item.title === 'Rei da Praia Leme')!;
const day = await json<GameDay>(`${a.url}/api/live/championships/${championship.id}/day`);
const waiting = day.games.filter((game) => game.state !== 'encerrado');

type Stream = { server: 'A' | 'B'; lastId: number; seen: Map<number, number>; request?: http.ClientRequest; open: Promise<void> };
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function connect(stream: Stream, base: string): void {
  stream.open = new Promise<void>((resolve) => {
    const request = http.get(`${base}/api/live/championships/${championship.id}`, { agent, headers: { 'last-event-id': String(stream.lastId) } }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(frame)?.[1];
          if (id) {
            stream.lastId = Math.max(stream.lastId, Number(id));
            if (!stream.seen.has(Number(id))) stream.seen.set(Number(id), performance.now());
          }
          resolve();
        }
      });
      // 'close' whatever ended it: a server killed mid-stream resets the socket without an 'end'.
      response.on('close', () => reconnectToA(stream));
    });
    request.on('error', () => reconnectToA(stream));
    stream.request = request;
  });
}
function reconnectToA(stream: Stream): void {
  if (stream.server === 'A' || closing) return;
  stream.server = 'A';
  setTimeout(() => connect(stream, a.url), 50 + Math.random() * 450);
}
let closing = false;

const rssBefore = { a: rssKb(a.pid), b: rssKb(b.pid) };
const streams: Stream[] = Array.from({ length: STREAMS }, (_, index) => ({ server: index % 2 === 0 ? 'A' : 'B', lastId: 0, seen: new Map(), open: Promise.resolve() }));
const opening = performance.now();
for (const [index, stream] of streams.entries()) {
  connect(stream, stream.server === 'A' ? a.url : b.url);
  if (index % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
}
await Promise.all(streams.map((stream) => stream.open));
const openedMs = performance.now() - opening;
// Let the instances settle (garbage collected buffers of the opening) before reading their memory.
await new Promise((resolve) => setTimeout(resolve, 3000));
const rssAfter = { a: rssKb(a.pid), b: rssKb(b.pid) };
const perStreamKb = ((rssAfter.a - rssBefore.a) + (rssAfter.b - rssBefore.b)) / STREAMS;

async function score(gameIndex: number): Promise<{ version: number; sentAt: number }> {
  const game = waiting[gameIndex]!;
  const sentAt = performance.now();
  await json<unknown>(`${a.url}/api/organizer/games/${game.id}/score`, { method: 'PUT', headers: auth, body: JSON.stringify({ sets: [{ a: 21, b: 15 }, { a: 21, b: 18 }], version: game.version }) });
  const version = (await json<GameDay>(`${a.url}/api/live/championships/${championship.id}/day`)).liveVersion;
  return { version, sentAt };
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Infinity;
async function reach(target: { version: number; sentAt: number }, waitMs: number) {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const latencies = streams.map((stream) => {
    const at = [...stream.seen.entries()].filter(([id]) => id >= target.version).map(([, time]) => time);
    return at.length ? Math.max(0, Math.min(...at) - target.sentAt) : Infinity;
  });
  const sorted = [...latencies].sort((x, y) => x - y);
  const within = (ms: number) => latencies.filter((value) => value <= ms).length / latencies.length;
  return { within1: within(1000), within2: within(2000), p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, lost: latencies.filter((value) => !Number.isFinite(value)).length };
}

const first = await reach(await score(0), 3000);

// Instance B goes away: its streams move to A and resume; a score is entered while they do.
await b.stop();
const second = await reach(await score(1), 6000);
b = await instance();
closing = true;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '∞');
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(`\nbench:live — ${STREAMS} streams on 2 instances (PostgreSQL 15), opened in ${(openedMs / 1000).toFixed(1)} s; load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
printTable(
  ['score', '≤ 1 s', '≤ 2 s', 'p50 ms', 'p95 ms', 'max ms', 'lost'],
  [
    ['both instances up', pct(first.within1), pct(first.within2), ms(first.p50), ms(first.p95), ms(first.max), first.lost],
    ['while B restarts (its streams resume on A)', pct(second.within1), pct(second.within2), ms(second.p50), ms(second.p95), ms(second.max), second.lost],
  ],
);
console.log(`API memory per open stream: ${perStreamKb.toFixed(1)} KB (RSS A ${rssBefore.a} → ${rssAfter.a} KB, B ${rssBefore.b} → ${rssAfter.b} KB)`);
for (const stream of streams) stream.request?.destroy();
await Promise.all([a.stop(), b.stop()]);
cluster.stop();
process.exit(first.lost === 0 && second.lost === 0 ? 0 : 1);
