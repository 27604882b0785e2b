/**
 * Start-up time: from spawning the process to the first 200 from /api/health, for a fresh data dir (migrations
 * run) and an existing one, against a baseline measured in the same run — a bare Node HTTP server spawned the same
 * way. Prints medians in ms and as a ratio to the baseline.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/postgres-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);

const baselineServer = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
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
  throw new Error('server did not become healthy in 60 s');
}

async function timeStart(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(port, child);
  const elapsed = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
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
