/**
 * `npm test`: every check, in order, stopping at the first failure — typecheck, Biome, dependency-cruiser,
 * vitest on PGlite, the server integration suites again on a real PostgreSQL server started here on loopback, and
 * Playwright in Debian's Chromium against a production build. Ends with one "N passed, N failed" line.
 *   --only=<stage>  runs one stage (typecheck, lint, depcruise, unit, postgres, e2e)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.ts';
import { freePort, startPostgres } from './lib/postgres-server.ts';
import {
  chromiumPackage,
  ensureSystemPackages,
  postgresqlPackage,
  redisPackage,
} from './lib/system-packages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, '.tmp/test-reports');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readVitestCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function readPlaywrightCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const vitest = (reportName: string, extra: string[], env: Record<string, string> = {}) => {
  const file = path.join(reports, `${reportName}.json`);
  const ok = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra],
    env,
  );
  readVitestCounts(file);
  return ok;
};

const stages: Record<string, () => Promise<boolean> | boolean> = {
  typecheck: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  lint: () => run(bin('biome'), ['check', '.']),
  depcruise: () => run(bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']),
  unit: () => {
    ensureSystemPackages([redisPackage]);
    return vitest('vitest-pglite', []);
  },
  postgres: async () => {
    ensureSystemPackages([postgresqlPackage, redisPackage]);
    const server = await startPostgres();
    try {
      // The server-side suites (integration and data layer) again, each on a fresh database of this server.
      return vitest('vitest-postgres', ['src/server'], { TEST_DATABASE_URL: server.url });
    } finally {
      server.stop();
    }
  },
  e2e: async () => {
    ensureSystemPackages([chromiumPackage]);
    buildWeb();
    const file = path.join(reports, 'playwright.json');
    const ok = run(bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: file,
      E2E_PORT: String(await freePort()),
      // The local Google/GitHub stand-in of e2e/support/oauth-provider.ts.
      E2E_OAUTH_PORT: String(await freePort()),
    });
    readPlaywrightCounts(file);
    return ok;
  },
};

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only && !(only in stages)) {
  console.error(`Unknown stage "${only}". Stages: ${Object.keys(stages).join(', ')}`);
  process.exit(2);
}
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
let failedStage: string | undefined;
for (const [name, stage] of Object.entries(stages)) {
  if (only && name !== only) continue;
  console.log(`\n▶ ${name}`);
  const stageStarted = Date.now();
  const ok = await stage();
  timings.push(`${name} ${((Date.now() - stageStarted) / 1000).toFixed(1)} s`);
  if (!ok) {
    failedStage = name;
    break;
  }
}

console.log(`\nStages: ${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStage) console.error(`✖ npm test stopped: the ${failedStage} stage failed.`);
if (failedStage && totals.failed === 0) totals.failed = 1;
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
