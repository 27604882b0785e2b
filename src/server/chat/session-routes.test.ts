import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage } from '../db/repositories/chat-repository.ts';
import { projects } from '../db/schema.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  signUp,
} from './chat-test-support.ts';
import { deleteAllSessions } from './session-service.ts';

interface SessionBody {
  id: string;
  title: string;
  projectId: string | null;
  isActive: boolean;
  updatedAt: string;
}

describe('chat session resources', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  it('refuses callers without a session with "User not authenticated"', async () => {
    const res = await call(t.app, null, 'GET', '/api/sessions');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'USER_NOT_AUTHENTICATED', message: 'User not authenticated' },
    });
  });

  it('creates a session titled "New Chat" and lists the newest updated first', async () => {
    const created = await call(t.app, alice, 'POST', '/api/sessions', {});
    expect(created.status).toBe(201);
    const first = (await created.json()) as SessionBody;
    expect(first).toMatchObject({ title: 'New Chat', isActive: true, projectId: null });
    const second = (await (
      await call(t.app, alice, 'POST', '/api/sessions', { title: 'Second' })
    ).json()) as SessionBody;
    await insertMessage({ db: t.database.db, sessionId: first.id, content: 'bump', isUser: true });
    const list = (await (await call(t.app, alice, 'GET', '/api/sessions')).json()) as {
      items: SessionBody[];
    };
    expect(list.items.map((s) => s.id).slice(0, 2)).toEqual([first.id, second.id]);
  });

  it('pages with a cursor', async () => {
    const carol = await signUp(t.app);
    for (let i = 0; i < 3; i++) await createSessionFor(t.app, carol);
    const page1 = (await (await call(t.app, carol, 'GET', '/api/sessions?limit=2')).json()) as {
      items: SessionBody[];
      nextCursor?: string;
    };
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBeDefined();
    const page2 = (await (
      await call(t.app, carol, 'GET', `/api/sessions?limit=2&cursor=${page1.nextCursor}`)
    ).json()) as { items: SessionBody[]; nextCursor?: string };
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeUndefined();
  });

  it('renames, toggles active, links and unlinks a project', async () => {
    const id = await createSessionFor(t.app, alice);
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: alice.userId, name: 'P' })
      .returning();
    const renamed = await call(t.app, alice, 'PATCH', `/api/sessions/${id}`, { title: '  Dog walkers  ' });
    expect(((await renamed.json()) as SessionBody).title).toBe('Dog walkers');
    const inactive = await call(t.app, alice, 'PATCH', `/api/sessions/${id}`, { isActive: false });
    expect(((await inactive.json()) as SessionBody).isActive).toBe(false);
    const linked = await call(t.app, alice, 'PATCH', `/api/sessions/${id}`, { projectId: project?.id });
    expect(((await linked.json()) as SessionBody).projectId).toBe(project?.id);
    const unlinked = await call(t.app, alice, 'PATCH', `/api/sessions/${id}`, { projectId: null });
    expect(((await unlinked.json()) as SessionBody).projectId).toBeNull();
    const empty = await call(t.app, alice, 'PATCH', `/api/sessions/${id}`, { title: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: 'SESSION_TITLE_REQUIRED', message: 'Session title cannot be empty' },
    });
  });

  it("answers 404 for another user's session, project and messages, and leaves it untouched", async () => {
    const id = await createSessionFor(t.app, alice);
    const [project] = await t.database.db
      .insert(projects)
      .values({ userId: alice.userId, name: 'Q' })
      .returning();
    for (const [method, path, body] of [
      ['GET', `/api/sessions/${id}`],
      ['PATCH', `/api/sessions/${id}`, { title: 'Mine now' }],
      ['DELETE', `/api/sessions/${id}`],
      ['GET', `/api/sessions/${id}/messages`],
      ['POST', '/api/generate-session-title', { sessionId: id, ideaContent: 'Steal it' }],
      ['POST', '/api/chat', { sessionId: id, messages: [{ role: 'user', content: 'hi' }] }],
    ] as const) {
      const res = await call(t.app, bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Chat session not found',
      );
    }
    const linkForeign = await call(t.app, bob, 'POST', '/api/sessions', { projectId: project?.id });
    expect(linkForeign.status).toBe(404);
    const still = (await (await call(t.app, alice, 'GET', `/api/sessions/${id}`)).json()) as SessionBody;
    expect(still.title).toBe('New Chat');
  });

  it('rejects a malformed session id with the catalogue message', async () => {
    const res = await call(t.app, alice, 'GET', '/api/sessions/not-a-uuid/messages');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Session ID must be a valid UUID',
    );
  });

  it('deletes one session, then all of them', async () => {
    const dave = await signUp(t.app);
    const a = await createSessionFor(t.app, dave);
    await createSessionFor(t.app, dave);
    await createSessionFor(t.app, dave);
    expect((await call(t.app, dave, 'DELETE', `/api/sessions/${a}`)).status).toBe(204);
    expect((await call(t.app, dave, 'GET', `/api/sessions/${a}`)).status).toBe(404);
    const all = await call(t.app, dave, 'DELETE', '/api/sessions');
    expect(await all.json()).toEqual({ deleted: 2 });
    const list = (await (await call(t.app, dave, 'GET', '/api/sessions')).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it('reports "Failed to delete some sessions" when one delete fails and "all" when every one does', async () => {
    const erin = await signUp(t.app);
    const ids = [await createSessionFor(t.app, erin), await createSessionFor(t.app, erin)];
    const db = t.database.db;
    await expect(
      deleteAllSessions({
        db,
        userId: erin.userId,
        deleteOne: async (id) => {
          if (id === ids[0]) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('Failed to delete some sessions');
    await expect(
      deleteAllSessions({
        db,
        userId: erin.userId,
        deleteOne: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('Failed to delete all sessions');
  });

  it('generates a title from the idea with the fallback rule when the guide answers, and saves it', async () => {
    const id = await createSessionFor(t.app, alice);
    const res = await call(t.app, alice, 'POST', '/api/generate-session-title', {
      sessionId: id,
      ideaContent: '## Idea!\nDog walking marketplace for busy owners\nmore',
    });
    expect(await res.json()).toEqual({ title: 'Dog walking marketplace for bu' });
    const session = (await (await call(t.app, alice, 'GET', `/api/sessions/${id}`)).json()) as SessionBody;
    expect(session.title).toBe('Dog walking marketplace for bu');
    const missing = await call(t.app, alice, 'POST', '/api/generate-session-title', { ideaContent: 'x' });
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Session ID is required',
    );
  });

  it('lists the documented endpoints in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/chat',
        '/api/sessions',
        '/api/sessions/{id}',
        '/api/sessions/{id}/messages',
        '/api/generate-session-title',
      ]),
    );
  });
});
