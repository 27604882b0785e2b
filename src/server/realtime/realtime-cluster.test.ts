/**
 * Two real app processes (node src/server/main.ts) on one PostgreSQL and one Redis: an event raised by a request
 * to the first reaches a socket connected to the second, through socket.io's Redis adapter.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type PostgresServer, startPostgres } from '../../../scripts/lib/postgres-server.ts';
import { postgresBinDir } from '../../../scripts/lib/system-packages.ts';
import type { NotificationChangePayload } from '../../domain/notification-api.ts';
import { openDatabase } from '../db/client.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { cookieHeaderFrom } from '../testing/test-users.ts';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const havePostgres = Boolean(process.env.TEST_DATABASE_URL) || Boolean(postgresBinDir());
const ADMIN = 'cluster-admin@example.test';

let postgres: PostgresServer | undefined;
let redis: TestRedis;
let databaseUrl: string;
let serverUrl: string;
let databaseName: string;
const processes: ChildProcess[] = [];
const sockets: Socket[] = [];

async function runOnServer(statement: string): Promise<void> {
  const server = await openDatabase({ databaseUrl: serverUrl });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

async function startApp(port: number, publicUrl: string): Promise<string> {
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ideaforge-cluster-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'off',
      AUTH_SECRET: 'cluster-test-secret-0123456789abcdef012345',
      ADMIN_EMAILS: ADMIN,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('app process did not become healthy');
}

async function signUp(base: string, origin: string, email: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'Passw0rd-cluster', name: email.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, cookie: cookieHeaderFrom(response) };
}

describe.skipIf(!havePostgres)(
  'realtime across two app processes (PostgreSQL + Redis)',
  { timeout: 240_000 },
  () => {
    beforeAll(async () => {
      redis = await startTestRedis();
      if (process.env.TEST_DATABASE_URL) serverUrl = process.env.TEST_DATABASE_URL;
      else {
        postgres = await startPostgres();
        serverUrl = postgres.url;
      }
      databaseName = `cluster_${Date.now().toString(36)}`;
      await runOnServer(`CREATE DATABASE "${databaseName}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all(
        processes.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      await redis?.stop();
      if (postgres) postgres.stop();
      else if (databaseName) await runOnServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    });

    it('delivers an event raised by process A to a socket connected to process B', async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      // One public address for both, as behind a load balancer; each process is reached directly here.
      const origin = `http://127.0.0.1:${portA}`;
      // A migrates the fresh database first; B then finds it up to date.
      const a = await startApp(portA, origin);
      const b = await startApp(portB, origin);

      const admin = await signUp(a, origin, ADMIN);
      const user = await signUp(b, origin, `cluster-user-${Date.now()}@example.test`);

      const socket = connect(b, {
        transports: ['websocket'],
        extraHeaders: { cookie: user.cookie, origin },
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<NotificationChangePayload>((resolve) =>
        socket.once('notification:created', resolve),
      );
      // Make sure the subscription of B's adapter to the room is live before A publishes.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const sent = await fetch(`${a}/api/admin/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: admin.cookie },
        body: JSON.stringify({ userIds: [user.id], title: 'Across processes', body: 'Through Redis' }),
      });
      expect(sent.status).toBe(201);
      const event = await received;
      expect(event.notification.title).toBe('Across processes');
      expect(event.unreadCount).toBe(1);

      // And back: marking it read on B tells a socket on A.
      const socketOnA = connect(a, {
        transports: ['websocket'],
        extraHeaders: { cookie: user.cookie, origin },
        reconnection: false,
      });
      sockets.push(socketOnA);
      await new Promise<void>((resolve, reject) => {
        socketOnA.once('connect', () => resolve());
        socketOnA.once('connect_error', reject);
      });
      const updated = new Promise<NotificationChangePayload>((resolve) =>
        socketOnA.once('notification:updated', resolve),
      );
      await fetch(`${b}/api/notifications/${event.notification.id}/read`, {
        method: 'POST',
        headers: { origin, cookie: user.cookie },
      });
      expect((await updated).unreadCount).toBe(0);
    });
  },
);
