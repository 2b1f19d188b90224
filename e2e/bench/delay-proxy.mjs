// A TCP proxy that puts a phone's network between the browser and a server: every connection pays a round trip to
// open, every byte a half round trip each way, and what comes down shares one downlink of a given speed across every
// proxy of the same `link`. DevTools throttling misses the service worker's own fetches; this does not.
import net from 'node:net';

/** One downlink shared by several proxies: bytes leave in order, no faster than `kbps`. */
export function createLink({ rttMs = 150, downKbps = 1600 } = {}) {
  let busyUntil = 0;
  return {
    rttMs,
    /** When a chunk of `bytes` that arrives now has fully come down the link. */
    schedule(bytes) {
      const start = Math.max(Date.now(), busyUntil);
      busyUntil = start + (bytes * 8) / downKbps;
      return busyUntil;
    },
  };
}

/**
 * Listens on `port` and forwards to `targetPort` on 127.0.0.1 through `link`. Returns the server; close it to stop.
 * @param {{ port: number, targetPort: number, link: ReturnType<typeof createLink> }} options
 */
export function startDelayProxy({ port, targetPort, link }) {
  const half = link.rttMs / 2;
  const sockets = new Set();
  const server = net.createServer((client) => {
    // The TCP handshake a real network costs before the first request can leave.
    const openAt = Date.now() + link.rttMs;
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let upAt = 0;
    let downAt = 0;
    const later = (at, run) => setTimeout(run, Math.max(0, at - Date.now()));
    client.on('data', (chunk) => {
      upAt = Math.max(upAt, openAt, Date.now()) + half;
      later(upAt, () => upstream.write(chunk));
    });
    upstream.on('data', (chunk) => {
      downAt = Math.max(downAt, link.schedule(chunk.length) + half);
      later(downAt, () => client.write(chunk));
    });
    // Each side ends after what was already on its way has arrived.
    client.on('end', () => later(upAt, () => upstream.end()));
    upstream.on('end', () => later(downAt, () => client.end()));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', drop).on('error', drop);
    upstream.on('error', drop);
  });
  const stop = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, stop }));
  });
}

/**
 * Counts what `server` (an http.Server) sends for JS and CSS files: bytes on the wire (headers and body) and answers
 * by status, from when `reset()` is called.
 */
export function countScriptsAndStyles(server) {
  let totals = { bytes: 0, answers: {} };
  server.prependListener('request', (req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (!/\.(?:m?js|css)$/.test(pathname)) return;
    const socket = req.socket;
    const before = socket.bytesWritten;
    res.on('finish', () => {
      totals.bytes += socket.bytesWritten - before;
      totals.answers[res.statusCode] = (totals.answers[res.statusCode] ?? 0) + 1;
    });
  });
  return {
    reset() {
      totals = { bytes: 0, answers: {} };
    },
    read: () => totals,
  };
}
