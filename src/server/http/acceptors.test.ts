/**
 * The acceptors over real loopback sockets: a burst of connections reaches a busy server in far fewer event-loop
 * turns than with one listening socket, requests are served whichever socket took them, a port in use still fails,
 * and close() stops them all.
 */
import { createServer as createHttpServer, type Server as HttpServer, request } from 'node:http';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithAcceptors } from './acceptors.ts';

const servers: HttpServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
});

function helloServer(): HttpServer {
  const server = createHttpServer((_, res) => res.end('hello'));
  servers.push(server);
  return server;
}

const portOf = (server: HttpServer) => (server.address() as AddressInfo).port;

const get = (port: number) =>
  new Promise<string>((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

/**
 * Opens `n` connections at once to a server whose event loop is kept busy (each turn spins 5 ms, as under load)
 * and counts the turns until all were accepted.
 */
async function turnsToAccept(server: HttpServer, n: number): Promise<number> {
  let accepted = 0;
  server.on('connection', () => (accepted += 1));
  const opened = Array.from({ length: n }, () => {
    const socket = connect(portOf(server), '127.0.0.1');
    sockets.push(socket);
    return new Promise((resolve) => socket.once('connect', resolve));
  });
  await Promise.all(opened); // every handshake is done: they all wait in the kernel's queues now
  const start = accepted;
  let turns = 0;
  await new Promise<void>((resolve) => {
    const turn = () => {
      if (accepted - start >= n - start || turns > 10 * n) return resolve();
      turns += 1;
      const until = performance.now() + 5;
      while (performance.now() < until);
      setImmediate(turn);
    };
    setImmediate(turn);
  });
  expect(accepted).toBe(n);
  return turns;
}

describe.runIf(process.platform === 'linux')('listenWithAcceptors', () => {
  it('accepts a burst of connections on a busy server in far fewer turns than one socket', async () => {
    const one = helloServer();
    await listenWithAcceptors(one, { port: 0, host: '127.0.0.1', count: 1 });
    const many = helloServer();
    const { count } = await listenWithAcceptors(many, { port: 0, host: '127.0.0.1', count: 32 });
    expect(count).toBe(32);
    const single = await turnsToAccept(one, 60);
    const spread = await turnsToAccept(many, 60);
    // One socket: one accept per turn. 32 sockets: the busiest of them holds a few of the 60.
    expect(single).toBeGreaterThanOrEqual(40);
    expect(spread).toBeLessThan(20);
  });

  it('serves requests whichever socket accepted them, on the port it chose', async () => {
    const server = helloServer();
    await listenWithAcceptors(server, { port: 0, host: '127.0.0.1', count: 8 });
    const port = portOf(server);
    expect(port).toBeGreaterThan(0);
    const bodies = await Promise.all(Array.from({ length: 40 }, () => get(port)));
    expect(bodies).toEqual(Array(40).fill('hello'));
  });

  it('still fails with EADDRINUSE on a port another server holds, with or without acceptors', async () => {
    const first = helloServer();
    await listenWithAcceptors(first, { port: 0, host: '127.0.0.1', count: 8 });
    const second = helloServer();
    await expect(
      listenWithAcceptors(second, { port: portOf(first), host: '127.0.0.1', count: 8 }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    servers.pop();

    const plain = createServer();
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const third = helloServer();
    await expect(
      listenWithAcceptors(third, { port: (plain.address() as AddressInfo).port, host: '127.0.0.1' }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    servers.pop();
    plain.close();
  });

  it('calls close() back only when the requests of every socket have finished', async () => {
    const finishers: Array<() => void> = [];
    const server = createHttpServer((_, res) => finishers.push(() => res.end('late')));
    servers.push(server);
    await listenWithAcceptors(server, { port: 0, host: '127.0.0.1', count: 8 });
    const port = portOf(server);
    // Enough requests that most land on sockets other than the server's own.
    const responses = Array.from({ length: 16 }, () => get(port));
    await expect.poll(() => finishers.length).toBe(16);
    servers.pop();
    let closed = false;
    server.close(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    // One by one: whichever socket took the ones still open, the server is not closed before the last ends.
    for (const [i, finish] of finishers.entries()) {
      finish();
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (i < finishers.length - 1) expect(closed).toBe(false);
    }
    expect(await Promise.all(responses)).toEqual(Array(16).fill('late'));
    await expect.poll(() => closed).toBe(true);
  });

  it('stops every socket taking connections when the server closes', async () => {
    const server = helloServer();
    await listenWithAcceptors(server, { port: 0, host: '127.0.0.1', count: 8 });
    const port = portOf(server);
    servers.pop();
    await new Promise((resolve) => server.close(resolve));
    const refused = await Promise.all(
      Array.from({ length: 20 }, () =>
        get(port).then(
          () => 'served',
          (error: NodeJS.ErrnoException) => error.code,
        ),
      ),
    );
    expect(refused).toEqual(Array(20).fill('ECONNREFUSED'));
  });
});
