import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHash,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser } from '../../testing/test-users.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications-test-support.ts';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
function createSubscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authKey: auth.toString('base64url'),
  };
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) as the browser would. */
function decryptPushBody(body: Buffer, subscriber: ReturnType<typeof createSubscriber>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = subscriber.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the 0x02 delimiter followed by optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID JWT (ES256) against the key it names, as a push service does. */
function verifyVapid(authorization: string, expectedKey: string, audience: string): boolean {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match?.[1] || match[2] !== expectedKey) return false;
  const [header, payload, signature] = match[1].split('.');
  const raw = Buffer.from(expectedKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { aud: string };
  return signed && claims.aud === audience;
}

interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let server: Server;
let origin: string;
let agent: Agent;
const received: PushRequest[] = [];
let t: NotificationsTestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'push-endpoint-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  // A push service: /gone/* answers 410 (unsubscribed), everything else 201 Created.
  server = createServer({ cert, key: readFileSync(path.join(dir, 'key.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent({ ca: cert });
  t = await createNotificationsTestApp({ pushAgent: agent });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.cleanup();
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the push channel', () => {
  it('encrypts the payload for each device with VAPID, and drops a subscription the push service says is gone', async () => {
    const user = await signUpTestUser(t.app);
    const me = asUser(t, user);
    const phone = createSubscriber();
    const laptop = createSubscriber();
    const phoneId = createHash('sha1').update(phone.p256dh).digest('hex');
    await me('POST', '/api/notifications/push-subscriptions', {
      endpoint: `${origin}/ok/${phoneId}`,
      keys: { p256dh: phone.p256dh, auth: phone.authKey },
    });
    await me('POST', '/api/notifications/push-subscriptions', {
      endpoint: `${origin}/gone/laptop`,
      keys: { p256dh: laptop.p256dh, auth: laptop.authKey },
    });

    const res = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Your MVP plan is ready',
      body: 'Open it to review the features.',
      channels: ['in_app', 'push'],
      actionUrl: '/chat',
      priority: 'high',
    });
    const [item] = res.body.items;
    expect(item.status).toBe('delivered');
    expect(item.metadata.channels.push.status).toBe('delivered');
    expect(item.metadata.delivery).toBe('all_delivered');

    const toPhone = received.find((r) => r.path === `/ok/${phoneId}`);
    expect(toPhone).toBeDefined();
    expect(toPhone?.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone?.headers.urgency).toBe('high');
    expect(verifyVapid(String(toPhone?.headers.authorization), t.system.vapid.publicKey, origin)).toBe(true);
    const payload = JSON.parse(decryptPushBody(toPhone?.body ?? Buffer.alloc(0), phone)) as Record<
      string,
      unknown
    >;
    expect(payload).toEqual({
      id: item.id,
      title: 'Your MVP plan is ready',
      body: 'Open it to review the features.',
      icon: null,
      url: '/chat',
      unreadCount: 1,
    });

    expect(received.some((r) => r.path === '/gone/laptop')).toBe(true);
    expect((await me('GET', '/api/notifications/push')).body.subscriptions).toBe(1);
  });

  it('fails the channel when every device is gone, recording why', async () => {
    const user = await signUpTestUser(t.app);
    const me = asUser(t, user);
    const device = createSubscriber();
    await me('POST', '/api/notifications/push-subscriptions', {
      endpoint: `${origin}/gone/only`,
      keys: { p256dh: device.p256dh, auth: device.authKey },
    });
    const res = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 't',
      body: 'b',
      channels: ['push'],
    });
    expect(res.body.items[0].status).toBe('failed');
    expect(res.body.items[0].metadata.channels.push).toEqual({
      status: 'failed',
      error: 'Subscription expired (410)',
    });
    expect((await me('GET', '/api/notifications/push')).body.subscriptions).toBe(0);
  });
});
