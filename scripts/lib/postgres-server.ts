/**
 * A throw-away PostgreSQL server on loopback for tests and benchmarks: a fresh cluster in a temp dir, on a free
 * port, trust auth for the loopback only, stopped and deleted by stop(). PostgreSQL refuses to run as root, so as
 * root it runs as Debian's `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './system-packages.ts';

export interface PostgresServer {
  url: string;
  port: number;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function runAs(user: string | undefined, command: string, args: string[]): void {
  const [cmd, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
}

function postgresUid(): number | undefined {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? postgresUid() : undefined;
  if (asRoot && uid === undefined) throw new Error('Running as root needs the postgres system user.');
  const dir = mkdtempSync(path.join(tmpdir(), 'ideaforge-pg-'));
  chmodSync(dir, 0o755);
  if (uid !== undefined) chownSync(dir, uid, uid);
  const user = asRoot ? 'postgres' : undefined;
  const dataDir = path.join(dir, 'data');
  const port = await freePort();

  runAs(user, `${bin}/initdb`, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  runAs(user, `${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs(user, `${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
