import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { escapeHtml, injectPreview, livePreviewPage, SNAPSHOT_CSS } from './live-preview.mjs';
import { precompress } from './precompress.mjs';
import { serveStatic } from './serve-static.mjs';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8" /><meta name="description" content="Rankings, campeonatos e arenas em um mesmo lugar" />' +
  '<title>Areia</title><style>body{margin:0}</style></head><body><div id="root"></div>' +
  `<!-- ${'x'.repeat(2000)} --></body></html>`;
const DAY = { title: 'Open de Verão', occurs: '2026-12-12T11:00:00.000Z', arenaName: 'Arena Leblon', courts: [] };
const HOSTILE = { title: '</title><script>alert(1)</script> "Rei" & \'Rainha\'', occurs: '2026-12-12T11:00:00.000Z', arenaName: 'Arena "<b>"', courts: [] };

const answer = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the live page\'s link preview', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes the title, the date and arena, and the address into the page\'s head', () => {
    const html = injectPreview(INDEX, DAY, 'https://areia.app/ao-vivo/c-1');
    expect(html).toContain('<title>Ao vivo · Open de Verão · Areia</title>');
    expect(html).toContain('<meta property="og:title" content="Ao vivo · Open de Verão · Areia" />');
    expect(html).toContain('<meta property="og:description" content="sábado, 12 de dezembro de 2026 · Arena Leblon" />');
    expect(html).toContain('<meta property="og:url" content="https://areia.app/ao-vivo/c-1" />');
    expect(html).toContain('<meta name="description" content="sábado, 12 de dezembro de 2026 · Arena Leblon" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('never lets a championship\'s title or arena close the head or open a script', () => {
    const html = injectPreview(INDEX, HOSTILE, 'https://areia.app/ao-vivo/c-1');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Ao vivo · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rei&quot; &amp; &#39;Rainha&#39; · Areia</title>');
    expect(html).toContain('content="sábado, 12 de dezembro de 2026 · Arena &quot;&lt;b&gt;&quot;"');
    // The data block: no text closes it, and it reads back as it was.
    const withData = injectPreview(INDEX, HOSTILE, 'u', { data: HOSTILE });
    const block = /<script type="application\/json" id="areia-live-day">([\s\S]*?)<\/script>/.exec(withData);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block[1])).toEqual(HOSTILE);
    expect(withData).toContain('<p class="lv-snap-title">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rei&quot; &amp; &#39;Rainha&#39;</p>');
    // `$&` and friends in a title are text, not String.replace patterns.
    expect(injectPreview(INDEX, { ...DAY, title: 'A $& B $\' C' }, 'u')).toContain('<title>Ao vivo · A $&amp; B $&#39; C · Areia</title>');
  });

  it('reads the public day of the id in the path, and gives up on other paths, refusals and silence', async () => {
    const fetchImpl = vi.fn(async () => answer(DAY));
    const page = await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/c 1', apiUrl: 'http://api.test/', appUrl: 'https://areia.app', fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/api/live/championships/c%201/day', expect.anything());
    expect(page).toContain('og:url" content="https://areia.app/ao-vivo/c%201"');
    // The answer itself, for the page's first render, and its heading painted before any script.
    expect(page).toContain(`<script type="application/json" id="areia-live-day">${JSON.stringify(DAY)}</script>`);
    expect(page).toMatch(/<div id="areia-snapshot" aria-hidden="true">.*Open de Verão.*sábado, 12 de dezembro de 2026 · Arena Leblon.*<\/div><div id="root">/);
    const tv = await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/c-1', tv: true, apiUrl: 'http://api.test', appUrl: 'x', fetchImpl });
    expect(tv).toContain('id="areia-live-day"');
    expect(tv).not.toContain('areia-snapshot');
    const internal = vi.fn(async () => answer(DAY));
    await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/c-1', apiUrl: 'https://api.areia.app', readApiUrl: 'http://10.0.0.5:4000', appUrl: 'https://areia.app', fetchImpl: internal });
    expect(internal).toHaveBeenCalledWith('http://10.0.0.5:4000/api/live/championships/c-1/day', expect.anything());
    expect(await livePreviewPage({ html: INDEX, pathname: '/home', apiUrl: 'http://api.test', appUrl: 'x', fetchImpl })).toBeUndefined();
    const notFound = vi.fn(async () => answer({ message: 'Campeonato não encontrado' }, 404));
    expect(await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/x', apiUrl: 'http://api.test', appUrl: 'x', fetchImpl: notFound })).toBeUndefined();
    const down = vi.fn(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/x', apiUrl: 'http://api.test', appUrl: 'x', fetchImpl: down })).toBeUndefined();
    const slow = vi.fn((_url, init) => new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))));
    expect(await livePreviewPage({ html: INDEX, pathname: '/ao-vivo/x', apiUrl: 'http://api.test', appUrl: 'x', fetchImpl: slow, timeoutMs: 20 })).toBeUndefined();
  });
});

describe('the static server\'s live page', () => {
  let tmp;
  let server;
  let base;
  const fetchImpl = vi.fn();

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'areia-preview-'));
    const dist = path.join(tmp, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    precompress(dist);
    server = await serveStatic({ dir: dist, port: 0, spa: true, runtimeConfig: { apiUrl: 'http://api.test:4000' }, appUrl: 'https://areia.app', fetchImpl });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers /ao-vivo/:id with the tags of the championship the API names, escaped, kept by no cache', async () => {
    fetchImpl.mockImplementation(async () => answer(HOSTILE));
    const res = await fetch(`${base}/ao-vivo/c-1?utm=zap`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test:4000/api/live/championships/c-1/day', expect.anything());
    expect(html).toContain('<meta property="og:url" content="https://areia.app/ao-vivo/c-1" />');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<div id="root"></div>');
    // Compressed as the static files are, and its painted heading's style allowed by hash.
    expect(res.headers.get('content-encoding')).toBe('br');
    const hash = `'sha256-${createHash('sha256').update(SNAPSHOT_CSS, 'utf8').digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(hash);
  });

  it('serves index.html as it is when the API cannot say, and other routes without asking it', async () => {
    fetchImpl.mockReset();
    fetchImpl.mockImplementation(async () => answer({ message: 'Campeonato não encontrado' }, 404));
    const missing = await fetch(`${base}/ao-vivo/nada`);
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain('<title>Areia</title>');
    fetchImpl.mockClear();
    const home = await fetch(`${base}/home`);
    expect(await home.text()).not.toContain('og:title');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
