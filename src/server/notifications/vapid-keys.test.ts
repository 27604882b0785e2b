import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('generates a pair into DATA_DIR on first start and reuses it afterwards', () => {
    const config = { DATA_DIR: dir, PUBLIC_URL: 'http://localhost:8080' };
    const first = resolveVapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:notifications@localhost');
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(config)).toEqual(first);
  });

  it('prefers the configured keys and uses an https PUBLIC_URL as the contact', () => {
    const keys = resolveVapidKeys({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://ideaforge.example.com/app',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://ideaforge.example.com' });
  });
});
