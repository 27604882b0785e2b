/**
 * Start-up time: from spawning the process to the first 200 from /api/health, for a fresh data dir (migrations
 * run) and an existing one, against a baseline measured in the same run — a bare Node HTTP server spawned the same
 * way. Prints medians in ms and as a ratio to the baseline. Then the CPU an idle server uses (no requests, no
 * sockets) over BENCH_IDLE_SECONDS, in ms per second, against the idle baseline server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/postgres-server.ts';
import { cpuMs } from './lib/child-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const baselineServer = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('server did not become healthy in 180 s');
}

/** Spawns a server, waits for its first healthy answer; returns the time it took and the running child. */
async function start(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(port, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { elapsed: performance.now() - started, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function timeStart(args: string[], env: Record<string, string>): Promise<number> {
  const { elapsed, child } = await start(args, env);
  await stop(child);
  return elapsed;
}

/** CPU ms per second a freshly started server uses while nothing happens, after 5 s to settle. */
async function idleCpu(args: string[], env: Record<string, string>): Promise<number> {
  const { child } = await start(args, env);
  try {
    await new Promise((r) => setTimeout(r, 5000));
    const before = cpuMs(child.pid ?? 0);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    return (cpuMs(child.pid ?? 0) - before) / idleSeconds;
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const baseline: number[] = [];
const fresh: number[] = [];
const existing: number[] = [];
for (let i = 0; i < runs; i++) {
  baseline.push(await timeStart(['-e', baselineServer], {}));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaforge-bench-'));
  fresh.push(await timeStart(['src/server/main.ts'], { DATA_DIR: dataDir }));
  existing.push(await timeStart(['src/server/main.ts'], { DATA_DIR: dataDir }));
  rmSync(dataDir, { recursive: true, force: true });
}

const b = median(baseline);
const row = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(28)} ${median(xs).toFixed(0).padStart(6)} ms  ×${(median(xs) / b).toFixed(1)} baseline`,
  );
console.log(`start-up to first healthy answer, median of ${runs}`);
row('baseline (bare node http)', baseline);
row('ideaforge, fresh data dir', fresh);
row('ideaforge, existing data dir', existing);

if (idleSeconds > 0) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaforge-bench-'));
  const idleBaseline = await idleCpu(['-e', baselineServer], {});
  const idleApp = await idleCpu(['src/server/main.ts'], { DATA_DIR: dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `idle CPU over ${idleSeconds} s: baseline ${idleBaseline.toFixed(1)} ms/s, ideaforge ${idleApp.toFixed(1)} ms/s`,
  );
}
