import http from 'node:http';

/**
 * A plain HTTP pass-through to the suite's API on a port of its own: stopping it makes "the API" unreachable for one
 * page (Playwright's setOffline does not cover a service worker's own fetches, STACK-NOTES) while the suite's API runs on.
 */
export async function startApiProxy(port: number, target: URL): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
