/**
 * A throw-away redis-server on loopback for tests and benchmarks: no persistence, a free port, stopped by stop().
 * Debian's `redis-server` package provides the binary (scripts/lib/system-packages.ts installs it when root).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const redisServerBinary = '/usr/bin/redis-server';

function freeLoopbackPort(): Promise<number> {
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

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRedis(options: { timeoutMs?: number } = {}): Promise<RedisServer> {
  if (!existsSync(redisServerBinary)) {
    throw new Error('redis-server is not installed (apt-get install redis-server).');
  }
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(
    redisServerBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}: ${stderr.trim() || 'no answer'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
