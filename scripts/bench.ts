/**
 * `npm run bench [name…]`: runs every benchmark in bench/ (or the named ones) one after another. Each prints its
 * figures as ratios against a baseline measured in the same run. Benchmarks are not tests: nothing here fails CI.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('../bench', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)));
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  spawnSync(process.execPath, [`${benchDir}/${file}`], { stdio: 'inherit' });
}
