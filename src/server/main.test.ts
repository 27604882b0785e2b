import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServer } from './main.ts';
import { closeRedis, openRedis } from './redis/redis-connection.ts';
import { startTestRedis } from './testing/test-redis.ts';

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function envFor(dataDir: string): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  };
}

// Creating an on-disk PGlite takes seconds (longer on a busy machine); the data dir made by the first test is
// reused by the second.
const dataDir = tempDir('ideaforge-main-');

describe('the server process', { timeout: 180_000 }, () => {
  it('starts on a fresh data dir, stops cleanly, and starts again on the same dir', async () => {
    const first = await startServer({ env: envFor(dataDir), webRoot: tempDir('ideaforge-noweb-') });
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    await first.close();
    await expect(fetch(`http://127.0.0.1:${first.port}/api/health`)).rejects.toThrow();

    const second = await startServer({ env: envFor(dataDir), webRoot: tempDir('ideaforge-noweb-') });
    const again = await fetch(`http://127.0.0.1:${second.port}/api/health`);
    expect(await again.json()).toMatchObject({ status: 'ok', db: 'pglite' });
    await second.close();
  });

  it('connects to Redis when REDIS_URL is set and lets go of it on shutdown', async () => {
    const redis = await startTestRedis();
    const observer = openRedis(redis.url, { name: 'observer' });
    try {
      const server = await startServer({
        env: { ...envFor(dataDir), REDIS_URL: redis.url },
        webRoot: tempDir('ideaforge-noweb-'),
      });
      const clientNames = async () =>
        String(await observer.call('CLIENT', 'LIST'))
          .split('\n')
          .map((line) => /name=(\S*)/.exec(line)?.[1])
          .filter(Boolean);
      expect(await clientNames()).toContain('ideaforge');
      await server.close();
      expect(await clientNames()).not.toContain('ideaforge');
    } finally {
      await closeRedis(observer);
      await redis.stop();
    }
  });

  it('lets an in-flight response finish before shutting down', async () => {
    const webRoot = tempDir('ideaforge-web-');
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const big = Buffer.alloc(32 * 1024 * 1024, 'x');
    writeFileSync(path.join(webRoot, 'assets', 'big.bin'), big);
    const server = await startServer({ env: envFor(dataDir), webRoot });

    // Start a large download, read a first chunk, then pause the reader so the response is still in flight.
    const received = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: '/assets/big.bin' }, (res) => {
        let bytes = 0;
        res.once('data', (chunk: Buffer) => {
          bytes += chunk.length;
          res.pause();
          closing = server.close();
          setTimeout(() => {
            res.on('data', (more: Buffer) => {
              bytes += more.length;
            });
            res.resume();
          }, 200);
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    let closing: Promise<void> | undefined;
    expect(await received).toBe(big.length);
    await closing;
  });

  it('refuses a bad configuration with one line naming the variable', () => {
    const result = spawnSync(process.execPath, [mainFile], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: tempDir('ideaforge-bad-') },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "eighty")');
  });
});
