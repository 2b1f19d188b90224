// The baselines of `pnpm bench:api`: a bare Hono hello-JSON server, nothing else, and — when BARE_DATABASE_URL is
// set — the same server's `/db`, one named `SELECT 1` on a pool of the API's size: the least any read that asks
// PostgreSQL can cost on this machine (a round trip each way through the kernel). Prints its URL on stdout.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const app = new Hono();
app.get('/', (c) => c.json({ status: 'ok' }));
const databaseUrl = process.env.BARE_DATABASE_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
if (pool) {
  app.get('/db', async (c) => {
    const { rows } = await pool.query({ name: 'bare_select_1', text: 'SELECT 1 AS ok' });
    return c.json({ status: rows[0].ok === 1 ? 'ok' : 'unexpected' });
  });
}
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`API em http://127.0.0.1:${info.port}`);
});
const stop = () => server.close(() => void (pool ? pool.end() : Promise.resolve()).then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
