import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './request-context.ts';

/**
 * Serves the built SPA: fingerprinted assets are cached for a year, the service worker and index.html never are
 * (so an update is seen at the next check), and every other GET outside /api falls back to index.html so client
 * routes survive a reload. Pre-compressed .br/.gz files written by the build are preferred when accepted.
 */
export function mountStaticWeb(app: Hono<AppEnv>, webRoot: string): void {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (/^\/(sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/.test(c.req.path)) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  const serveFile = serveStatic({ root: webRoot, precompressed: true });
  // Only paths that name a file go to the disk; every other path is a client route.
  app.use('*', (c, next) => (looksLikeFile(c.req.path) ? serveFile(c, next) : next()));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || looksLikeFile(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

function looksLikeFile(pathname: string): boolean {
  return /\.[\w-]{1,12}$/.test(pathname);
}
