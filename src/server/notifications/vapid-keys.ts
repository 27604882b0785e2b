import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (RFC 8292). */
  subject: string;
}

function contactSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:notifications@${url.hostname}`;
}

/**
 * VAPID_PUBLIC_KEY/PRIVATE_KEY when set; otherwise a pair generated into DATA_DIR on first start (like the auth
 * secret), so push works with no set-up and subscriptions survive restarts. Several processes must share them.
 */
export function resolveVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR' | 'PUBLIC_URL'>,
): VapidKeys {
  const subject = contactSubject(config.PUBLIC_URL);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.DATA_DIR.includes('memory:')) return { ...webpush.generateVAPIDKeys(), subject };
  const file = path.join(config.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...keys, subject };
}
