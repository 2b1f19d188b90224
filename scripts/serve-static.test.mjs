import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';
import { IMMUTABLE, REVALIDATE, serveStatic } from './serve-static.mjs';

/** Raw HTTP: the path goes on the wire exactly as written (fetch would normalise `..` and `//`). */
function get(port, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: headers.method ?? 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECRET = 'segredo-fora-da-pasta';
const mainJs = `console.log(${JSON.stringify('Areia '.repeat(400))});\n`;
let tmp;
let port;
let remotePort;
let servers = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'areia-serve-'));
  const dist = path.join(tmp, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(tmp, 'dist-x'));
  writeFileSync(path.join(tmp, 'dist-x', 'secret.txt'), SECRET);
  writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
  writeFileSync(path.join(dist, '.env'), SECRET);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><style>body{margin:0}</style><script defer src="/main.0123abcd.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'main.0123abcd.js'), mainJs);
  writeFileSync(path.join(dist, 'remoteEntry.js'), mainJs);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'x', padding: 'x'.repeat(2000) }));
  writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ apiUrl: 'http://localhost:4999' }));
  writeFileSync(path.join(dist, 'small.0123abcd.css'), 'a{color:red}');
  precompress(dist);
  const shell = await serveStatic({
    dir: dist,
    port: 0,
    spa: true,
    runtimeConfig: { apiUrl: 'http://api.test:4000', remotes: { mfe_auth: 'http://remote.test:3001/mf-manifest.json' } },
  });
  const remote = await serveStatic({ dir: dist, port: 0 });
  servers = [shell, remote];
  port = shell.address().port;
  remotePort = remote.address().port;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(tmp, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes .br and .gz beside text files of 1 KB or more only, never beside runtime-config.json', () => {
    const names = readdirSync(path.join(tmp, 'dist'));
    expect(names).toEqual(expect.arrayContaining(['main.0123abcd.js.br', 'main.0123abcd.js.gz', 'mf-manifest.json.br', 'mf-manifest.json.gz']));
    expect(names.filter((n) => n.startsWith('small.') || n.startsWith('index.html.') || n.startsWith('runtime-config.json.'))).toEqual([
      'small.0123abcd.css',
    ]);
  });
});

describe('serve-static', () => {
  it.each(
    [
      '/%',
      '/%E0%A4%A',
      '/..%2fdist-x/secret.txt',
      '/..%2Fsecret.txt',
      '/../dist-x/secret.txt',
      '/%2e%2e/dist-x/secret.txt',
      '/..%5csecret.txt',
      '//etc/passwd',
      '/%00',
      '/.env',
      `/${'a'.repeat(5000)}`,
      `/${'%'.repeat(1500)}`,
    ].map((rawPath) => [rawPath.length > 40 ? `${rawPath.slice(0, 12)}… (${rawPath.length} chars)` : rawPath, rawPath]),
  )('GET %s is a 400 or 404 and never a file outside the folder', async (_label, rawPath) => {
    for (const p of [port, remotePort]) {
      const response = await get(p, rawPath);
      expect([400, 404]).toContain(response.status);
      expect(response.body.toString()).not.toContain(SECRET);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // still up
    expect((await get(port, '/')).status).toBe(200);
  });

  it('survives malformed ranges and unknown methods', async () => {
    expect((await get(port, '/main.0123abcd.js', { range: 'bytes=900-10' })).status).toBe(200);
    expect((await get(port, '/main.0123abcd.js', { range: 'bytes=-' })).status).toBe(200);
    expect((await get(port, '/', { method: 'DELETE' })).status).toBe(405);
    expect((await get(port, '/', { method: 'OPTIONS' })).status).toBe(204);
  });

  it('hashed files are immutable and sent precompressed: brotli first, then gzip, else as they are', async () => {
    const br = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(mainJs);
    const gz = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(mainJs);
    const plain = await get(port, '/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(mainJs);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(mainJs));
  });

  it.each(['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json'])('entry file %s is revalidated: no-cache, ETag, 304', async (file) => {
    const first = await get(remotePort, file, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(remotePort, file, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('correct types, CORS open', async () => {
    const manifest = await get(remotePort, '/mf-manifest.json');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const html = await get(remotePort, '/');
    expect(html.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
  });

  it('the shell falls back to index.html for routes, not for missing files; a remote does not', async () => {
    const route = await get(port, '/championships/123');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<!doctype html>');
    expect(route.headers['cache-control']).toBe(REVALIDATE);
    const missing = await get(port, '/missing.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await get(remotePort, '/championships/123')).status).toBe(404);
  });

  it('the shell answers the scorekeeper\'s link, whose token holds a dot, with index.html', async () => {
    const keeper = await get(port, '/placar/aGVsbG8td29ybGQ.Zm9vYmFyYmF6');
    expect(keeper.status).toBe(200);
    expect(keeper.body.toString()).toContain('<!doctype html>');
    expect((await get(port, '/placar/a.b/c.js')).status).toBe(404);
  });

  it('serves the runtime config it was given, revalidated by ETag, instead of the file', async () => {
    const first = await get(port, '/runtime-config.json');
    expect(JSON.parse(first.body.toString()).apiUrl).toBe('http://api.test:4000');
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    const again = await get(port, '/runtime-config.json', { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    const file = await get(remotePort, '/runtime-config.json');
    expect(JSON.parse(file.body.toString()).apiUrl).toBe('http://localhost:4999');
  });

  it('security headers: CSP from the runtime config, frame-ancestors none, nosniff, Referrer-Policy', async () => {
    const { headers } = await get(port, '/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    const csp = Object.fromEntries(
      headers['content-security-policy'].split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name, values];
      }),
    );
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).toContain('http://remote.test:3001');
    expect(csp['script-src'].join(' ')).not.toMatch(/unsafe|\*/);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http://api.test:4000', 'http://remote.test:3001']));
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'http://api.test:4000', 'data:', 'blob:']));
    // the inline <style> of index.html, by hash, and no 'unsafe-inline'
    expect(csp['style-src']).toContain("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
    expect(csp['style-src'].join(' ')).not.toContain('unsafe');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // a remote without a config of its own: the defaults the page would use, API included
    const remote = (await get(remotePort, '/')).headers['content-security-policy'];
    expect(remote).toContain('connect-src \'self\' http://localhost:4999');
  });
});
