/**
 * The JavaScript the first page load fetches before anything is lazy: the entry script of dist/web/index.html
 * and its modulepreloads, with their gzip sizes. Used by e2e/bundle-budget.spec.ts; run it alone with
 * `npx node e2e/tools/initial-js.ts` after `npx vite build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}

export function measureInitialJs(
  distDir = fileURLToPath(new URL('../../dist/web', import.meta.url)),
): InitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(urls)].map((url) => {
    const content = readFileSync(path.join(distDir, url.replace(/^\//, '')));
    return { file: url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, totalGzipBytes } = measureInitialJs();
  for (const { file, bytes, gzipBytes } of files) {
    console.log(
      `${(gzipBytes / 1024).toFixed(1).padStart(7)} KB gz  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`,
    );
  }
  const budget = (INITIAL_JS_BUDGET_BYTES / 1024).toFixed(0);
  console.log(`${(totalGzipBytes / 1024).toFixed(1).padStart(7)} KB gz  total (budget ${budget} KB)`);
}
