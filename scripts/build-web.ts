/**
 * Builds the SPA into dist/web when its sources are newer than the last build, then writes .br/.gz beside each
 * compressible file so the server can send them without compressing per request. `npm run build` forces a build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'dist/web');
const stampFile = path.join(outDir, '.build-stamp');
const inputs = ['src/web', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isWebBuildStale(): boolean {
  if (!existsSync(stampFile)) return true;
  const built = Number(readFileSync(stampFile, 'utf8'));
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

export function buildWeb(): void {
  const started = Date.now();
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed (see the lines above).');
  precompress(outDir);
  writeFileSync(stampFile, String(started));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = !process.argv.includes('--if-stale');
  if (force || isWebBuildStale()) {
    console.log('Building the web app…');
    buildWeb();
  }
}
