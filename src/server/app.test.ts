import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWireError } from '../domain/errors.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestDatabase } from './db/test-database.ts';
import { createLogger } from './logger.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

function makeWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideaforge-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Ideaforge</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {})');
  return dir;
}

describe('the HTTP app', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ideaforge-app-')) });
    app = createApp({
      config,
      database,
      logger: createLogger({ level: 'silent', pretty: false }),
      version: '1.2.3',
      webRoot: makeWebRoot(),
    });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it('answers health with the engines in use', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      ai: 'guide',
      version: '1.2.3',
    });
  });

  it('publishes an OpenAPI 3.1 document listing its endpoints', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('gives every response a request id, echoing a sane incoming one', async () => {
    const fresh = await app.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.request('/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42');
    const refused = await app.request('/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('answers an unknown API path with a catalogue 404, never the SPA', async () => {
    const res = await app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(isWireError(body)).toBe(true);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('serves the SPA for every client route so a reload keeps the page', async () => {
    for (const route of ['/', '/chat/3f1e0c9a-1111-4222-8333-444455556666', '/admin/xero/pnl', '/nowhere']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('caches fingerprinted assets for a year and never caches the service worker', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed copy of an asset when the browser accepts it', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers a missing file with 404 rather than the SPA', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('sets security headers and keeps API answers out of caches', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
