/**
 * The JavaScript a first visit to `/` fetches before anything deferred: the entry chunk with its static imports
 * (index.html's script and modulepreloads) plus the home route's chunk with its static imports, measured gzipped
 * from the build's manifest. Used by e2e/smoke.spec.ts; run it alone with `npx node e2e/tools/initial-js.ts`
 * after `npx vite build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;
const HOME_ROUTE_SOURCE = 'src/web/app/routes/home.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface InitialJs {
  shell: { file: string; gzipBytes: number }[];
  route: { file: string; gzipBytes: number }[];
  shellGzipBytes: number;
  totalGzipBytes: number;
}

export function measureInitialJs(
  distDir = fileURLToPath(new URL('../../dist/web', import.meta.url)),
): InitialJs {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  );
  const staticClosure = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticClosure(child, seen))];
  };
  const sizeOf = (file: string) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  });
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const seen = new Set<string>();
  const shell = staticClosure(entryKey, seen).map(sizeOf);
  const route = staticClosure(HOME_ROUTE_SOURCE, seen).map(sizeOf);
  const sum = (files: { gzipBytes: number }[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
  return { shell, route, shellGzipBytes: sum(shell), totalGzipBytes: sum(shell) + sum(route) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { shell, route, shellGzipBytes, totalGzipBytes } = measureInitialJs();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
  for (const { file, gzipBytes } of shell) console.log(`${kib(gzipBytes)}  shell  ${file}`);
  for (const { file, gzipBytes } of route) console.log(`${kib(gzipBytes)}  route  ${file}`);
  console.log(`${kib(shellGzipBytes)}  shell total (index.html script + modulepreloads)`);
  console.log(`${kib(totalGzipBytes)}  first visit to / (budget ${kib(INITIAL_JS_BUDGET_BYTES).trim()})`);
}
