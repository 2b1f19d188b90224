import net from 'node:net';

/** Closes a TCP server and every connection it still holds (keep-alive connections would outlive `close`). */
function closeAll(server: net.Server, sockets: Set<net.Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  return new Promise((resolve) => server.close(() => resolve()));
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * A TCP relay on `port` to the suite's API: the app on a spare shell talks to the API through it, and a test "stops
 * the API" for that app alone by stopping the relay (connections refused), then starts it again.
 */
export async function startApiRelay(port: number, targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const start = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, 'localhost');
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await listen(server, port);
  };
  await start();
  return {
    url: `http://localhost:${port}`,
    start,
    stop: async () => {
      if (server) await closeAll(server, sockets);
      server = undefined;
    },
  };
}

/** A server that accepts connections and never answers: a remote (or API) hanging, not down. */
export async function startSilentServer(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  await listen(server, port);
  return { stop: () => closeAll(server, sockets) };
}
