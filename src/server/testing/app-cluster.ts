/**
 * Several real app processes (node src/server/main.ts) on one PostgreSQL database and one Redis, as behind a load
 * balancer: for the tests of what must work across processes (realtime events, Stop generating). PostgreSQL is a
 * private server (scripts/lib/postgres-server.ts) or TEST_DATABASE_URL, with a fresh database per cluster.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { freePort, type PostgresServer, startPostgres } from '../../../scripts/lib/postgres-server.ts';
import { postgresBinDir } from '../../../scripts/lib/system-packages.ts';
import { openDatabase } from '../db/client.ts';
import { startTestRedis, type TestRedis } from './test-redis.ts';
import { cookieHeaderFrom } from './test-users.ts';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Whether a PostgreSQL server can be had here (cluster tests skip without one). */
export const havePostgres = Boolean(process.env.TEST_DATABASE_URL) || Boolean(postgresBinDir());

export interface AppCluster {
  /** The public address every process is configured with (the first port), as behind one load balancer. */
  origin: string;
  /** The processes' own addresses, in start order. */
  apps: string[];
  stop(): Promise<void>;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const server = await openDatabase({ databaseUrl: serverUrl });
  try {
    await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

async function waitHealthy(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('app process did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * Starts `count` app processes, one after the other (the first migrates the fresh database), each with `env` on
 * top of the cluster's own settings.
 */
export async function startAppCluster(count: number, env: Record<string, string> = {}): Promise<AppCluster> {
  let postgres: PostgresServer | undefined;
  let redis: TestRedis | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `cluster_${Date.now().toString(36)}_${process.pid}`;
  const processes: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map(exited));
    await redis?.stop();
    if (postgres) postgres.stop();
    else if (serverUrl)
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  };
  try {
    redis = await startTestRedis();
    if (!serverUrl) {
      postgres = await startPostgres();
      serverUrl = postgres.url;
    }
    await runOnServer(serverUrl, `CREATE DATABASE "${databaseName}"`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const origin = `http://127.0.0.1:${ports[0]}`;
    const apps: string[] = [];
    for (const port of ports) {
      const child = spawn(process.execPath, [mainFile], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: origin,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ideaforge-cluster-')),
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: redis.url,
          LOG_LEVEL: 'warn',
          CAPTCHA_PROVIDER: 'off',
          AUTH_SECRET: 'cluster-test-secret-0123456789abcdef012345',
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      processes.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitHealthy(child, url);
      apps.push(url);
    }
    return { origin, apps, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs a new e-mail user up through one process; the cookie works on every process of the cluster. */
export async function signUpOn(
  base: string,
  origin: string,
  email: string,
): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'Passw0rd-cluster', name: email.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, cookie: cookieHeaderFrom(response) };
}
