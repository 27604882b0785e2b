import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertTestChat, readTestChat } from '../testing/test-chat.ts';
import { jsonHeaders, signInAnonymousTestUser, signUpTestUser } from '../testing/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

async function intentFor(cookie: string) {
  const response = await t.app.request('/api/link-anonymous-account/intent', {
    method: 'POST',
    headers: jsonHeaders({ cookie }),
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { anonymousUserId: string; token: string };
}

function link(auth: Record<string, string>, body: Record<string, unknown>) {
  return t.app.request('/api/link-anonymous-account', {
    method: 'POST',
    headers: jsonHeaders(auth),
    body: JSON.stringify(body),
  });
}

const complete = ['message 0', 'message 1', 'message 2'];

describe('upgrading an anonymous account', () => {
  it('keeps the chat, complete, when the anonymous user signs up by e-mail (better-auth onLinkAccount)', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const chat = await insertTestChat(t.database.db, anon.userId);
    const { token } = await intentFor(anon.cookie);
    const response = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: jsonHeaders({ cookie: anon.cookie }),
      body: JSON.stringify({ email: `up-${Date.now()}@example.test`, password: 'long-enough-1', name: '' }),
    });
    expect(response.status).toBe(200);
    const newUserId = ((await response.json()) as { user: { id: string } }).user.id;
    expect(await readTestChat(t.database.db, chat.id)).toEqual({
      userId: newUserId,
      title: 'My idea',
      contents: complete,
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, anon.userId))).toEqual([]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, newUserId));
    expect(profile?.fullName).toBe(anon.name);
    // The client's pending-link step afterwards finds nothing left to move: success.
    const bearer = response.headers.get('set-auth-token') ?? '';
    const again = await link(
      { authorization: `Bearer ${bearer}` },
      { anonymousUserId: anon.userId, newUserId, token },
    );
    expect(await again.json()).toEqual({ success: true });
  });

  it('moves everything through POST /api/link-anonymous-account with the pending-link token', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const chat = await insertTestChat(t.database.db, anon.userId);
    const { token } = await intentFor(anon.cookie);
    const full = await signUpTestUser(t.app);
    const response = await link(
      { authorization: `Bearer ${full.token}` },
      { anonymousUserId: anon.userId, newUserId: full.userId, token },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await readTestChat(t.database.db, chat.id)).toEqual({
      userId: full.userId,
      title: 'My idea',
      contents: complete,
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, anon.userId))).toEqual([]);
  });

  it('refuses to link someone else’s anonymous account, a wrong proof, or into another user', async () => {
    const anon = await signInAnonymousTestUser(t.app);
    const other = await signInAnonymousTestUser(t.app);
    const chat = await insertTestChat(t.database.db, other.userId);
    const { token } = await intentFor(anon.cookie);
    const full = await signUpTestUser(t.app);
    const bystander = await signUpTestUser(t.app);
    const auth = { authorization: `Bearer ${full.token}` };

    const stolen = await link(auth, { anonymousUserId: other.userId, newUserId: full.userId, token });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Not found' },
    });
    const noProof = await link(auth, { anonymousUserId: other.userId, newUserId: full.userId });
    expect(noProof.status).toBe(404);
    const intoOther = await link(auth, { anonymousUserId: anon.userId, newUserId: bystander.userId, token });
    expect(intoOther.status).toBe(403);
    const fromAnonymous = await link(
      { cookie: other.cookie },
      { anonymousUserId: anon.userId, newUserId: other.userId, token },
    );
    expect(fromAnonymous.status).toBe(403);
    expect((await link({}, { anonymousUserId: anon.userId, newUserId: full.userId, token })).status).toBe(
      401,
    );
    expect((await readTestChat(t.database.db, chat.id)).userId).toBe(other.userId);
  });

  it('gives a pending-link token only to an anonymous user', async () => {
    const full = await signUpTestUser(t.app);
    const response = await t.app.request('/api/link-anonymous-account/intent', {
      method: 'POST',
      headers: jsonHeaders({ cookie: full.cookie }),
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});
