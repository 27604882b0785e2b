import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAnonymousTestUser, signUpTestUser } from '../../testing/test-users.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications-test-support.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; refuses recipients at refused.test. */
async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft breaks and =XX escapes) so assertions read the text as written. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: NotificationsTestApp;
let send: ReturnType<typeof asUser>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createNotificationsTestApp({ env: { SMTP_URL: smtp.url } });
  send = asUser(t, await signUpAdmin(t));
});
afterAll(async () => {
  await t.cleanup();
  await smtp.close();
});

describe('the e-mail channel', () => {
  it('sends the notification through SMTP with its action as an absolute link and records deliveredAt', async () => {
    const user = await signUpTestUser(t.app, { email: `ada-${Date.now()}@example.test` });
    const res = await send('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Your PRD is ready',
      body: 'The guide finished the product requirements — take a look.',
      channels: ['email'],
      actionUrl: '/chat',
      actionLabel: 'Open the chat',
    });
    expect(res.status).toBe(201);
    const [item] = res.body.items;
    expect(item.status).toBe('delivered');
    expect(Date.parse(item.metadata.channels.email.deliveredAt)).not.toBeNaN();

    const mail = smtp.mails.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(mail?.from).toBe('notifications@localhost');
    expect(text).toMatch(/^Subject: Your PRD is ready/m);
    expect(text).toContain(`X-Ideaforge-Notification: ${item.id}`);
    expect(text).toContain('The guide finished the product requirements — take a look.');
    expect(text).toContain('Open the chat: http://localhost:8080/chat');
    expect(text).toContain('href="http://localhost:8080/chat"');
  });

  it('records the SMTP server’s refusal as the channel error and fails the notification with reason and time', async () => {
    const user = await signUpTestUser(t.app, { email: `nobody-${Date.now()}@refused.test` });
    const res = await send('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Hello',
      body: 'World',
      channels: ['email'],
    });
    const [item] = res.body.items;
    expect(item.status).toBe('failed');
    expect(item.metadata.channels.email.status).toBe('failed');
    expect(item.metadata.channels.email.error).toMatch(/550|Mailbox unavailable/);
    expect(item.metadata.failureReason).toMatch(/^email: /);
  });

  it('does not e-mail an anonymous user (they have no address) and follows the category preference', async () => {
    const anonymous = await signInAnonymousTestUser(t.app);
    const res = await send('POST', '/api/admin/notifications', {
      userIds: [anonymous.userId],
      title: 'Hi',
      body: 'there',
      channels: ['in_app', 'email'],
    });
    expect(res.body.items[0].metadata.channels.email).toEqual({
      status: 'failed',
      error: 'The recipient has no e-mail address',
    });

    const user = await signUpTestUser(t.app);
    await asUser(t, user)('PUT', '/api/notifications/preferences', {
      preferences: [{ category: 'product', push: false, email: false }],
    });
    const before = smtp.mails.length;
    const skipped = await send('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Release',
      body: 'New things',
      category: 'product',
      channels: ['in_app', 'email'],
    });
    expect(skipped.body.items[0].metadata.skippedChannels).toHaveProperty('email');
    expect(smtp.mails.length).toBe(before);
  });

  it('carries one-click List-Unsubscribe headers and a link that turns off that category’s e-mail without sign-in', async () => {
    const user = await signUpTestUser(t.app, { email: `unsub-${Date.now()}@example.test` });
    const other = await signUpTestUser(t.app, { email: `keep-${Date.now()}@example.test` });
    const first = await send('POST', '/api/admin/notifications', {
      userIds: [user.userId, other.userId],
      title: 'Weekly product news',
      body: 'Three new things',
      category: 'product',
      channels: ['email'],
    });
    expect(first.status).toBe(201);
    const raw = smtp.mails.find((m) => m.to.includes(user.email))?.raw ?? '';
    // Unfold the header lines (RFC 5322) before reading them.
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const listUnsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1];
    expect(listUnsubscribe).toMatch(
      /^http:\/\/localhost:8080\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const text = decodeQuotedPrintable(raw);
    expect(text).toContain(`Unsubscribe from these e-mails: ${listUnsubscribe}`);
    expect(text).toContain(`href="${(listUnsubscribe ?? '').replaceAll('&', '&#38;')}"`);
    const path = new URL(listUnsubscribe ?? '').pathname + new URL(listUnsubscribe ?? '').search;

    // The link opens a confirm page and changes nothing (prefetchers and link scanners open links).
    const page = await t.app.request(path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from Product updates e-mails');
    const mine = asUser(t, user);
    const product = async () =>
      (await mine('GET', '/api/notifications/preferences')).body.preferences.find(
        (p: { category: string }) => p.category === 'product',
      );
    expect(await product()).toEqual({ category: 'product', push: true, email: true });

    // A mail client's RFC 8058 one-click POST: no cookie, form body.
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true, category: 'product' });
    expect(await product()).toEqual({ category: 'product', push: true, email: false });
    const general = (await mine('GET', '/api/notifications/preferences')).body.preferences.find(
      (p: { category: string }) => p.category === 'general',
    );
    expect(general).toEqual({ category: 'general', push: true, email: true });

    // The next product e-mail is skipped for them, still sent to the other recipient.
    const before = smtp.mails.length;
    const second = await send('POST', '/api/admin/notifications', {
      userIds: [user.userId, other.userId],
      title: 'More product news',
      body: 'One more thing',
      category: 'product',
      channels: ['email'],
    });
    const mineNow = second.body.items.find((i: { userId: string }) => i.userId === user.userId);
    expect(mineNow.metadata.skippedChannels).toHaveProperty('email');
    expect(smtp.mails.slice(before).map((m) => m.to[0])).toEqual([other.email]);

    // An altered token (another user's id under this signature) is refused with the catalogue message.
    const [payload, signature] = new URL(listUnsubscribe ?? '').searchParams.get('token')?.split('.') ?? [];
    const forged = `${Buffer.from(JSON.stringify({ u: other.userId, c: 'product' })).toString('base64url')}.${signature}`;
    expect(payload).toBeTruthy();
    const refused = await t.app.request(`/api/notifications/unsubscribe?token=${forged}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'NOTIFICATION_UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid' },
    });
    const otherPrefs = (await asUser(t, other)('GET', '/api/notifications/preferences')).body.preferences;
    expect(otherPrefs.find((p: { category: string }) => p.category === 'product').email).toBe(true);
  });
});
