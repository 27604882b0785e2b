/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the one process that
 * serves the SPA, the API, realtime and jobs (src/server/main.ts).
 */
import { buildWeb, isWebBuildStale } from './build-web.ts';

if (isWebBuildStale()) {
  console.log('Building the web app (first start, or its sources changed)…');
  buildWeb();
}
const { runServerProcess } = await import('../src/server/main.ts');
await runServerProcess();
