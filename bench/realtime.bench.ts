/**
 * Realtime figures (issue 7): in one run, a bare socket.io echo server (no auth, no database) is the baseline,
 * and a real app process (`startServer`, PGlite data dir) is measured the same way:
 *   1. memory per idle socket: RSS and heap after gc, before and after 5,000 concurrent sockets
 *      (authenticated by session token on the app: 1,000 users × 5 tabs);
 *   2. delivery latency from "inserted" (the notification's created_at, stamped by the database on insert; the
 *      echo server stamps its own time) to "received" by every socket of the recipient, while 500 notifications
 *      per second are sent through POST /api/admin/notifications, 10 recipients a request (the echo server gets
 *      the same on a bare POST /emit);
 *   3. lost and duplicated deliveries: every socket of a recipient must receive each of its notifications once.
 * It also prints each server's CPU use while idle and the database statements the app sends per notification.
 * Servers, the socket clients and this orchestrator are separate processes. `npm run bench:realtime`; not a test.
 * BENCH_SOCKETS, BENCH_USERS, BENCH_RATE, BENCH_SECONDS, BENCH_BATCH, BENCH_IDLE_SECONDS tune it;
 * BENCH_DATABASE=postgres runs the app on a private PostgreSQL server; BENCH_PROFILE=<dir> writes a CPU profile
 * of the app's send phase there.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type PostgresServer, startPostgres } from '../scripts/lib/postgres-server.ts';
import { cpuMs, forkHelper as forkScript, type Message, percentile, stopChild } from './lib/child-process.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Recipients per send request: RATE notifications/s are RATE/BATCH requests/s, as a send to a few people is. */
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
/** How long the app's CPU use is sampled while it idles (no sockets, no requests) before the run. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
/** BENCH_DATABASE=postgres runs the app on a private PostgreSQL server instead of a PGlite data dir. */
const DATABASE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** A directory: the app server writes a V8 CPU profile there (--cpu-prof) when it exits. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ADMIN_EMAIL = 'bench-admin@example.test';
const self = fileURLToPath(import.meta.url);

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

/** This file in another mode, with gc exposed (memory figures are taken after a collection). */
function forkHelper(mode: string, env: NodeJS.ProcessEnv = process.env, execArgv: string[] = []) {
  return forkScript(self, [mode], {
    env,
    execArgv: ['--expose-gc', '--max-old-space-size=2048', ...execArgv],
  });
}

/* ---------------------------------------------------------------- helper processes */

async function runEchoServer(): Promise<void> {
  const { Server } = await import('socket.io');
  const http = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/emit')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sends = JSON.parse(Buffer.concat(chunks).toString()) as { room: string; id: string }[];
      for (const { room, id } of sends) {
        io.to(room).emit('notification:created', {
          notification: { id, createdAt: new Date().toISOString() },
          unreadCount: 0,
        });
      }
      res.statusCode = 201;
      res.end('{}');
    });
  });
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => void socket.join(String(socket.handshake.auth.room)));
  const port = await freePort();
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  process.on('message', () => process.send?.({ ...memory(), sockets: io.of('/').sockets.size }));
  process.send?.({ url: `http://127.0.0.1:${port}` });
}

/**
 * Counts the statements the process sends to its database (PGlite's query/exec, or node-postgres's
 * Client#query), every caller included: the send path, auth lookups and pg-boss's own polling.
 */
async function countDatabaseStatements(): Promise<() => number> {
  let statements = 0;
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['query', 'exec'] as const) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
  const originalTransaction = proto.transaction as (...args: unknown[]) => unknown;
  proto.transaction = function (this: unknown, run: unknown, ...rest: unknown[]) {
    statements += 2; // BEGIN and COMMIT
    const counted = (tx: Record<string, (...args: unknown[]) => unknown>) => {
      for (const method of ['query', 'exec', 'sql'] as const) {
        const original = tx[method];
        if (typeof original !== 'function') continue;
        tx[method] = (...args: unknown[]) => {
          statements += 1;
          return original.apply(tx, args);
        };
      }
      return (run as (t: unknown) => unknown)(tx);
    };
    return originalTransaction.call(this, counted, ...rest);
  };
  const pg = (await import('pg')).default;
  const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    statements += 1;
    return originalQuery.apply(this, args);
  };
  return () => statements;
}

async function runAppServer(): Promise<void> {
  const statements = await countDatabaseStatements();
  const { startServer } = await import('../src/server/main.ts');
  const dataDir = String(process.env.BENCH_DATA_DIR);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'off',
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    webRoot: dataDir,
  });
  // With BENCH_PROFILE, the idle window and the send phase are profiled apart (sign-ups and handshakes would
  // drown them).
  const { Session } = await import('node:inspector/promises');
  const inspector = new Session();
  inspector.connect();
  process.on('message', async (raw) => {
    const command = raw as Message;
    if (command.profile === 'start') {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    } else if (command.profile === 'stop') {
      const { profile } = await inspector.post('Profiler.stop');
      const file = path.join(String(process.env.BENCH_PROFILE), `app-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`  CPU profile: ${file}`);
    }
    process.send?.({ ...memory(), statements: statements() });
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
  process.send?.({ url });
}

interface ClientSpec {
  url: string;
  origin?: string;
  /** Per socket: the handshake auth and the recipient key it listens for. */
  sockets: { auth: Record<string, string>; key: string }[];
}

async function runClients(): Promise<void> {
  const { io } = await import('socket.io-client');
  let sockets: import('socket.io-client').Socket[] = [];
  // Per socket: notification id → times received; latencies of every delivery.
  let received: Map<string, number>[] = [];
  let latencies: number[] = [];
  process.on('message', async (raw) => {
    const command = raw as Message;
    try {
      if (command.connect) {
        const spec = command.connect as ClientSpec;
        const started = performance.now();
        received = spec.sockets.map(() => new Map());
        latencies = [];
        const open = (index: number) =>
          new Promise<void>((resolve, reject) => {
            const s = spec.sockets[index];
            const socket = io(spec.url, {
              transports: ['websocket'],
              auth: s?.auth ?? {},
              reconnection: false,
              forceNew: true,
              ...(spec.origin ? { extraHeaders: { origin: spec.origin } } : {}),
            });
            socket.on(
              'notification:created',
              (payload: { notification: { id: string; createdAt: string } }) => {
                const now = Date.now();
                latencies.push(now - Date.parse(payload.notification.createdAt));
                const seen = received[index] as Map<string, number>;
                seen.set(payload.notification.id, (seen.get(payload.notification.id) ?? 0) + 1);
              },
            );
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
            sockets[index] = socket;
          });
        let next = 0;
        await Promise.all(
          Array.from({ length: 100 }, async () => {
            while (next < spec.sockets.length) await open(next++);
          }),
        );
        process.send?.({
          connected: sockets.filter((s) => s.connected).length,
          ms: performance.now() - started,
        });
      } else if (command.collect) {
        const perSocket = received.map((m) => Object.fromEntries(m));
        process.send?.({ latencies, perSocket });
      } else if (command.close) {
        for (const s of sockets) s.disconnect();
        sockets = [];
        process.send?.({ closed: true });
      }
    } catch (error) {
      process.send?.({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.send?.({ ready: true });
}

/* ---------------------------------------------------------------- orchestrator */

async function json(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Message; headers: Headers }> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Message,
    headers: response.headers,
  };
}

/**
 * Sends at a fixed rate for SECONDS with at most MAX_IN_FLIGHT requests open (a server slower than the rate makes
 * the achieved rate fall, which is printed); returns the ids sent to each recipient key.
 */
async function sendAtRate(
  send: (i: number) => Promise<{ key: string; id: string }[]>,
): Promise<Map<string, string[]>> {
  const MAX_IN_FLIGHT = 64;
  const requests = Math.ceil((RATE * SECONDS) / BATCH);
  const sent = new Map<string, string[]>();
  let notifications = 0;
  const started = performance.now();
  const inflight = new Set<Promise<void>>();
  let failed = 0;
  const failures = new Map<string, number>();
  for (let i = 0; i < requests; i++) {
    const due = started + (i * 1000 * BATCH) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    while (inflight.size >= MAX_IN_FLIGHT) await Promise.race(inflight);
    const request: Promise<void> = send(i).then(
      (rows) => {
        notifications += rows.length;
        for (const { key, id } of rows) sent.set(key, [...(sent.get(key) ?? []), id]);
      },
      (error: unknown) => {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      },
    );
    inflight.add(request);
    void request.finally(() => inflight.delete(request));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  achievedRate = notifications / elapsed;
  console.log(
    `  sent ${notifications} notifications in ${requests - failed} requests over ${elapsed.toFixed(1)} s: ` +
      `${(notifications / elapsed).toFixed(0)}/s achieved, ${RATE}/s offered${failed ? `, ${failed} requests failed` : ''}`,
  );
  for (const [reason, times] of failures) console.log(`    ${times}× ${reason}`);
  return sent;
}

/** The notifications per second the last sendAtRate achieved. */
let achievedRate = 0;

interface RunResult {
  rate: number;
  /** Server CPU time (user + system) per notification sent, in ms: a figure the machine's load barely inflates. */
  cpuPerNotification: number;
  /** Database statements the server sent per notification during the send phase (all callers). */
  statementsPerNotification: number;
  perSocketBytes: { rss: number; heap: number };
  latencies: number[];
  lost: number;
  duplicated: number;
  deliveries: number;
}

async function measure(
  name: string,
  server: Awaited<ReturnType<typeof forkHelper>>,
  spec: ClientSpec,
  send: (i: number) => Promise<{ key: string; id: string }[]>,
): Promise<RunResult> {
  const clients = await forkHelper('--clients');
  try {
    const before = (await server.ask({ measure: true })) as { rss: number; heap: number };
    const connected = (await clients.ask({ connect: spec })) as { connected: number; ms: number };
    console.log(
      `  ${name}: ${connected.connected} sockets connected in ${(connected.ms / 1000).toFixed(1)} s`,
    );
    await new Promise((r) => setTimeout(r, 3000));
    const after = (await server.ask({ measure: true })) as { rss: number; heap: number; statements?: number };
    const perSocketBytes = {
      rss: (after.rss - before.rss) / connected.connected,
      heap: (after.heap - before.heap) / connected.connected,
    };
    if (PROFILE_DIR) await server.ask({ measure: true, profile: 'start' });
    const cpuBefore = cpuMs(server.child.pid ?? 0);
    const sent = await sendAtRate(send);
    await new Promise((r) => setTimeout(r, 2000));
    const end = (await server.ask({
      measure: true,
      ...(PROFILE_DIR ? { profile: 'stop' } : {}),
    })) as { statements?: number };
    const sentCount = [...sent.values()].reduce((sum, ids) => sum + ids.length, 0);
    const cpuPerNotification = (cpuMs(server.child.pid ?? 0) - cpuBefore) / sentCount;
    const statementsPerNotification =
      after.statements === undefined ? Number.NaN : ((end.statements ?? 0) - after.statements) / sentCount;
    const { latencies, perSocket } = (await clients.ask({ collect: true })) as {
      latencies: number[];
      perSocket: Record<string, number>[];
    };
    let lost = 0;
    let duplicated = 0;
    let deliveries = 0;
    spec.sockets.forEach((s, index) => {
      const got = perSocket[index] ?? {};
      for (const id of sent.get(s.key) ?? []) {
        const times = got[id] ?? 0;
        deliveries += 1;
        if (times === 0) lost += 1;
        if (times > 1) duplicated += times - 1;
      }
    });
    await clients.ask({ close: true });
    return {
      rate: achievedRate,
      statementsPerNotification,
      cpuPerNotification,
      perSocketBytes,
      latencies,
      lost,
      duplicated,
      deliveries,
    };
  } finally {
    await stopChild(clients.child);
  }
}

function report(name: string, r: RunResult) {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `  ${name.padEnd(9)} memory/idle socket: RSS ${kb(r.perSocketBytes.rss)}, heap ${kb(r.perSocketBytes.heap)} · ` +
      `latency p50 ${percentile(r.latencies, 50)} ms, p95 ${percentile(r.latencies, 95)} ms, p99 ${percentile(r.latencies, 99)} ms · ` +
      `deliveries ${r.deliveries}, lost ${r.lost}, duplicated ${r.duplicated} · at ${r.rate.toFixed(0)} notifications/s` +
      ` · server CPU ${r.cpuPerNotification.toFixed(2)} ms a notification` +
      (Number.isNaN(r.statementsPerNotification)
        ? ''
        : ` · database statements: ${r.statementsPerNotification.toFixed(2)} a notification, ${(r.statementsPerNotification * BATCH).toFixed(1)} a request`),
  );
}

async function main(): Promise<void> {
  console.log(
    `realtime bench (${DATABASE}): ${SOCKETS} sockets (${USERS} users), ${RATE} notifications/s (${BATCH} a request) for ${SECONDS} s · ` +
      `${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
  );
  const socketsPerUser = Math.max(1, Math.round(SOCKETS / USERS));

  // Baseline: bare socket.io.
  const echo = await forkHelper('--echo-server');
  const echoUrl = String(echo.first.url);
  const echoIdle = await idleCpu(echo.child.pid ?? 0);
  const echoSpec: ClientSpec = {
    url: echoUrl,
    sockets: Array.from({ length: SOCKETS }, (_, i) => {
      const room = `u${i % USERS}`;
      return { auth: { room }, key: room };
    }),
  };
  const baseline = await measure('echo', echo, echoSpec, async (i) => {
    const rows = Array.from({ length: BATCH }, (_, j) => ({
      key: `u${(i * BATCH + j) % USERS}`,
      id: `n${i}-${j}`,
    }));
    const response = await fetch(`${echoUrl}/emit`, {
      method: 'POST',
      body: JSON.stringify(rows.map(({ key, id }) => ({ room: key, id }))),
    });
    await response.arrayBuffer();
    return rows;
  });
  await stopChild(echo.child);

  // The app.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ideaforge-bench-rt-'));
  let postgres: PostgresServer | undefined;
  if (DATABASE === 'postgres') postgres = await startPostgres();
  const app = await forkHelper('--app-server', {
    ...process.env,
    BENCH_DATA_DIR: dataDir,
    ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}),
  });
  const appUrl = String(app.first.url);
  try {
    if (PROFILE_DIR) await app.ask({ profile: 'start' });
    const appIdle = await idleCpu(app.child.pid ?? 0);
    if (PROFILE_DIR) await app.ask({ profile: 'stop' });
    console.log(
      `  idle CPU (no sockets, no requests, ${IDLE_SECONDS} s): echo ${echoIdle.toFixed(1)} ms/s, app ${appIdle.toFixed(1)} ms/s (${DATABASE})`,
    );
    const headers = { 'content-type': 'application/json', origin: appUrl };
    const admin = await json(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN_EMAIL, password: 'bench-admin-password', name: 'Bench Admin' }),
    });
    const adminCookie = admin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const users: { id: string; token: string }[] = [];
    const started = performance.now();
    while (users.length < USERS) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, USERS - users.length) }, () =>
          json(`${appUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers, body: '{}' }),
        ),
      );
      for (const r of batch) {
        users.push({ id: String((r.body.user as Message).id), token: r.headers.get('set-auth-token') ?? '' });
      }
    }
    console.log(`  app: ${USERS} users signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const appSpec: ClientSpec = {
      url: appUrl,
      origin: appUrl,
      sockets: Array.from({ length: USERS * socketsPerUser }, (_, i) => {
        const user = users[i % USERS] as { id: string; token: string };
        return { auth: { token: user.token }, key: user.id };
      }),
    };
    const result = await measure('app', app, appSpec, async (i) => {
      const userIds = Array.from(
        { length: BATCH },
        (_, j) => (users[(i * BATCH + j) % USERS] as { id: string }).id,
      );
      const r = await json(`${appUrl}/api/admin/notifications`, {
        method: 'POST',
        headers: { ...headers, cookie: adminCookie },
        body: JSON.stringify({ userIds, title: `Bench ${i}`, body: 'Realtime benchmark' }),
      });
      if (r.status !== 201) throw new Error(`send failed: ${r.status} ${JSON.stringify(r.body)}`);
      return (r.body.items as { id: string; userId: string }[]).map((n) => ({ key: n.userId, id: n.id }));
    });

    console.log(`\nresults (load average now ${loadavg()[0]?.toFixed(2)})`);
    report('echo', baseline);
    report('app', result);
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
    console.log(
      `  app / echo: memory per socket ${ratio(result.perSocketBytes.rss, baseline.perSocketBytes.rss)} (RSS), ` +
        `${ratio(result.perSocketBytes.heap, baseline.perSocketBytes.heap)} (heap); throughput ${ratio(result.rate, baseline.rate)}; ` +
        `CPU a notification ${ratio(result.cpuPerNotification, baseline.cpuPerNotification)}; ` +
        `p95 latency ${ratio(percentile(result.latencies, 95), percentile(baseline.latencies, 95))}`,
    );
    console.log(
      `  goals: < 50 KB per idle socket → ${result.perSocketBytes.rss < 50 * 1024 ? 'met' : 'missed'} (RSS); ` +
        `p95 < 50 ms at 500/s → ${percentile(result.latencies, 95) < 50 && result.rate >= 0.95 * 500 ? 'met' : `missed (p95 ${percentile(result.latencies, 95)} ms at ${result.rate.toFixed(0)}/s)`}; ` +
        `zero lost/duplicated → ${result.lost === 0 && result.duplicated === 0 ? 'met' : 'missed'}`,
    );
  } finally {
    await stopChild(app.child);
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU ms per second a process uses over IDLE_SECONDS, after 2 s to settle. */
async function idleCpu(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 2000));
  const before = cpuMs(pid);
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  return (cpuMs(pid) - before) / IDLE_SECONDS;
}

const mode = process.argv[2];
if (mode === '--echo-server') await runEchoServer();
else if (mode === '--app-server') await runAppServer();
else if (mode === '--clients') await runClients();
else await main();
