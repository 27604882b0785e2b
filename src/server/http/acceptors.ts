/**
 * Several listening sockets for one HTTP server, so a busy process still takes new connections quickly.
 *
 * libuv (since 1.45, libuv/libuv#3696) accepts one connection per listening socket per event-loop turn. Under load a
 * turn lasts several milliseconds, so new connections queue in the kernel: with 200 chat streams opened over one
 * second, a connection waited 0.7 s (median) to 1.8 s (p99) before the server even read its request, while the
 * request itself took 30 ms to its first token. With SO_REUSEPORT (Linux) the server listens on `count` sockets
 * bound to one port; the kernel spreads new connections over them and each turn accepts up to `count`. Every
 * socket hands its connections to the same http.Server ('connection'), so requests, upgrades (socket.io), timeouts
 * and close() behave as with one listener. Elsewhere it is one listener, as before.
 *
 * SO_REUSEPORT would also let a second server of the same user bind the same port and silently share its traffic;
 * the port is therefore first taken exclusively, so a port in use fails with EADDRINUSE as it always did.
 */
import type { Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';

/** Measured: 8 sockets took the median wait above to 73 ms, 32 to 25 ms; 128 did no better than 32. */
export const DEFAULT_ACCEPTORS = 32;

interface ListenOptions {
  port: number;
  host?: string | undefined;
  reusePort?: boolean;
}

const listen = (server: Server, options: ListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

export interface Acceptors {
  /** How many sockets listen (1 where the platform has no load-balancing SO_REUSEPORT). */
  count: number;
  /** Stops the extra sockets taking connections; server.close() does this too. */
  close(): void;
}

/** Makes `server` listen on `port` (0: a free one) and `host` through `count` sockets where the platform allows. */
export async function listenWithAcceptors(
  server: HttpServer,
  options: { port: number; host?: string | undefined; count?: number },
): Promise<Acceptors> {
  const count = process.platform === 'linux' ? Math.max(1, options.count ?? DEFAULT_ACCEPTORS) : 1;
  if (count === 1) {
    await listen(server, { port: options.port, host: options.host });
    return { count, close: () => {} };
  }
  // Taken exclusively first: in use, it fails here; port 0 becomes a concrete free port for every socket.
  const probe = createServer();
  await listen(probe, { port: options.port, host: options.host });
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));

  await listen(server, { port, host: options.host, reusePort: true });
  const extras: Server[] = [];
  /** Each extra socket closes once the connections it accepted have ended (net.Server counts its own). */
  let extrasClosed: Promise<unknown> = Promise.resolve();
  const close = () => {
    const closing = extras.splice(0).map((extra) => new Promise((resolve) => extra.close(resolve)));
    extrasClosed = Promise.all([extrasClosed, ...closing]);
  };
  // server.close(callback) stops every socket and, like with one listener, calls back once all their connections
  // have ended (the server itself counts only those it accepted).
  const closeServer = server.close.bind(server);
  server.close = (callback) => {
    close();
    const waitFor = extrasClosed;
    return closeServer((error) => {
      void waitFor.then(() => callback?.(error));
    });
  };
  try {
    for (let i = 1; i < count; i++) {
      const extra = createServer({ noDelay: true }, (socket) => server.emit('connection', socket));
      extras.push(extra);
      await listen(extra, { port, host: options.host, reusePort: true });
    }
  } catch (error) {
    server.close();
    throw error;
  }
  return { count, close };
}
