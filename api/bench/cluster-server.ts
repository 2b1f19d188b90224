// `pnpm bench:api --instances N`: N API processes sharing one port (node:cluster), as N stateless instances behind a
// load balancer share one PostgreSQL. The first instance migrates and seeds alone; the others start after it.
// Prints "API em <url>" like src/server.ts.
import cluster from 'node:cluster';
import { freePort } from './postgres';

const instances = Math.max(1, Number(process.env.AREIA_BENCH_INSTANCES ?? 1));

if (cluster.isPrimary) {
  const port = await freePort();
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({ PORT: String(port) });
      worker.on('message', (message) => message === 'ready' && resolve());
      worker.once('exit', (code) => reject(new Error(`instância saiu com código ${code}`)));
    });
  await start();
  await Promise.all(Array.from({ length: instances - 1 }, start));
  console.log(`API em http://127.0.0.1:${port} (${instances} instâncias)`);
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const { startServer } = await import('../src/server');
  const running = await startServer();
  process.send!('ready');
  const stop = () => void running.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
