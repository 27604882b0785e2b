import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtefactDetail, ArtefactList } from '../../domain/journey-api.ts';
import type { ProjectDetail, SaveToProjectResult, SharedProject } from '../../domain/projects-api.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  signUp,
} from '../chat/chat-test-support.ts';
import { TEST_ORIGIN } from '../testing/test-users.ts';
import { saveChatToProject } from './project-chats-service.ts';

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('projects: chats, documents and sharing', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  async function createProject(name = 'Dog walks'): Promise<ProjectDetail> {
    return body<ProjectDetail>(await call(t.app, alice, 'POST', '/api/projects', { name }));
  }

  async function addDocument(
    sessionId: string,
    content = '# Dogs\n\nWalks on demand',
  ): Promise<ArtefactDetail> {
    const res = await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'idea',
      name: 'Idea',
      content,
    });
    expect(res.status).toBe(201);
    return body<ArtefactDetail>(res);
  }

  it('saves a chat without a project into an auto-created "Project <date>", then keeps it', async () => {
    const chat = await createSessionFor(t.app, alice);
    // A bare POST (no body, no content type), as a button would send it.
    const first = await t.app.request(`/api/sessions/${chat}/save-to-project`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, origin: TEST_ORIGIN },
    });
    expect(first.status).toBe(200);
    const saved = await body<SaveToProjectResult>(first);
    expect(saved.created).toBe(true);
    expect(saved.project.name).toMatch(/^Project \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(saved.project.description).toBe('Auto-created project from chat session');
    expect(saved.project.chats.map((c) => c.id)).toEqual([chat]);
    const again = await body<SaveToProjectResult>(
      await call(t.app, alice, 'POST', `/api/sessions/${chat}/save-to-project`, {}),
    );
    expect(again).toMatchObject({ created: false, project: { id: saved.project.id } });
  });

  it('names the auto-created project after the current date', async () => {
    const chat = await createSessionFor(t.app, alice);
    const saved = await saveChatToProject({
      db: t.database.db,
      userId: alice.userId,
      sessionId: chat,
      now: new Date('2026-03-05T10:00:00Z'),
    });
    expect(saved.project.name).toBe('Project 5 Mar 2026');
  });

  it('creates only one project when the same chat is saved twice at once', async () => {
    const chat = await createSessionFor(t.app, alice);
    const results = await Promise.all(
      [1, 2].map(async () =>
        body<SaveToProjectResult>(
          await call(t.app, alice, 'POST', `/api/sessions/${chat}/save-to-project`, {}),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.project.id)).size).toBe(1);
  });

  it('saves a chat into a chosen project, and links and unlinks chats from the project', async () => {
    const project = await createProject('Chosen');
    const one = await createSessionFor(t.app, alice);
    const two = await createSessionFor(t.app, alice);
    const saved = await body<SaveToProjectResult>(
      await call(t.app, alice, 'POST', `/api/sessions/${one}/save-to-project`, { projectId: project.id }),
    );
    expect(saved).toMatchObject({ created: false, project: { id: project.id, chatCount: 1 } });
    const linked = await body<ProjectDetail>(
      await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: two }),
    );
    expect(linked.chats.map((c) => c.id).sort()).toEqual([one, two].sort());
    const unlinked = await call(t.app, alice, 'DELETE', `/api/projects/${project.id}/sessions/${one}`);
    expect(unlinked.status).toBe(200);
    expect((await body<ProjectDetail>(unlinked)).chats.map((c) => c.id)).toEqual([two]);
    const session = await body<{ projectId: string | null }>(
      await call(t.app, alice, 'GET', `/api/sessions/${one}`),
    );
    expect(session.projectId).toBeNull();
    // Unlinking a chat that is not in the project says so.
    const notThere = await call(t.app, alice, 'DELETE', `/api/projects/${project.id}/sessions/${one}`);
    expect(notThere.status).toBe(404);
    expect(await message(notThere)).toBe('Chat session not found');
  });

  it("refuses another user's chat in the caller's project, and a malformed session id", async () => {
    const project = await createProject('Mine');
    const bobChat = await createSessionFor(t.app, bob);
    const res = await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, {
      sessionId: bobChat,
    });
    expect(res.status).toBe(404);
    expect(await message(res)).toBe('Chat session not found');
    const saved = await call(t.app, alice, 'POST', `/api/sessions/${bobChat}/save-to-project`, {});
    expect(saved.status).toBe(404);
    const bad = await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: 'x' });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Session ID must be a valid UUID');
  });

  it("promotes a chat's document into its project; other documents are refused", async () => {
    const project = await createProject('Promotions');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: chat });
    const doc = await addDocument(chat);
    const res = await call(t.app, alice, 'POST', `/api/projects/${project.id}/promote`, {
      artefactId: doc.id,
    });
    expect(res.status).toBe(200);
    const promoted = await body<ArtefactDetail>(res);
    expect(promoted).toMatchObject({ id: doc.id, sessionId: chat, projectId: project.id });
    expect(promoted.updatedAt).toBe(doc.updatedAt);
    const listed = await body<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/projects/${project.id}/artefacts`),
    );
    expect(listed.items.map((a) => a.id)).toEqual([doc.id]);

    const outside = await addDocument(await createSessionFor(t.app, alice));
    const refused = await call(t.app, alice, 'POST', `/api/projects/${project.id}/promote`, {
      artefactId: outside.id,
    });
    expect(refused.status).toBe(400);
    expect(await message(refused)).toBe(
      "Only a document of one of this project's chats can be promoted into it",
    );

    const bobDoc = await call(t.app, bob, 'POST', `/api/projects/${project.id}/promote`, {
      artefactId: doc.id,
    });
    expect(bobDoc.status).toBe(404);
    expect(await message(bobDoc)).toBe('Project not found');
  });

  it('answers "An artefact with this name already exists" when the project has a document of that name', async () => {
    const project = await createProject('Duplicates');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: chat });
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/artefacts`, {
      artefactType: 'idea',
      name: 'Idea',
      content: 'Already here',
    });
    const doc = await addDocument(chat);
    const res = await call(t.app, alice, 'POST', `/api/projects/${project.id}/promote`, {
      artefactId: doc.id,
    });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('An artefact with this name already exists');
  });

  it('deletes a project only once the user chose what happens to its chats', async () => {
    const project = await createProject('To delete');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: chat });
    const doc = await addDocument(chat);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/promote`, { artefactId: doc.id });

    const unchosen = await call(t.app, alice, 'DELETE', `/api/projects/${project.id}`);
    expect(unchosen.status).toBe(400);
    expect(await message(unchosen)).toBe("Choose whether to unlink or delete this project's chats");
    expect((await call(t.app, alice, 'GET', `/api/projects/${project.id}`)).status).toBe(200);

    const deleted = await call(t.app, alice, 'DELETE', `/api/projects/${project.id}?chats=unlink`);
    expect(deleted.status).toBe(204);
    expect((await call(t.app, alice, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    const kept = await body<{ projectId: string | null }>(
      await call(t.app, alice, 'GET', `/api/sessions/${chat}`),
    );
    expect(kept.projectId).toBeNull();
    // The promoted document stays with its chat.
    const docAfter = await body<ArtefactDetail>(await call(t.app, alice, 'GET', `/api/artefacts/${doc.id}`));
    expect(docAfter).toMatchObject({ sessionId: chat, projectId: null });
  });

  it('deletes the chats with the project when the user chose so; an empty project needs no choice', async () => {
    const project = await createProject('Delete all');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: chat });
    const bad = await call(t.app, alice, 'DELETE', `/api/projects/${project.id}?chats=maybe`);
    expect(bad.status).toBe(400);
    expect((await call(t.app, alice, 'DELETE', `/api/projects/${project.id}?chats=delete`)).status).toBe(204);
    expect((await call(t.app, alice, 'GET', `/api/sessions/${chat}`)).status).toBe(404);

    const empty = await createProject('Empty');
    expect((await call(t.app, alice, 'DELETE', `/api/projects/${empty.id}`)).status).toBe(204);
  });

  it('shares a project read-only by an unguessable link without an account, and revokes it for good', async () => {
    const project = await createProject('Shared');
    const chat = await createSessionFor(t.app, alice);
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/sessions`, { sessionId: chat });
    await call(t.app, alice, 'POST', `/api/projects/${project.id}/promote`, {
      artefactId: (await addDocument(chat, '# Shared idea\n\nFor everyone')).id,
    });

    const shared = await body<ProjectDetail>(
      await call(t.app, alice, 'PATCH', `/api/projects/${project.id}`, { visibility: 'link' }),
    );
    expect(shared.visibility).toBe('link');
    expect(shared.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await body<ProjectDetail>(
      await call(t.app, alice, 'PATCH', `/api/projects/${project.id}`, { visibility: 'link' }),
    );
    expect(again.shareToken).toBe(shared.shareToken);

    const publicView = await call(t.app, null, 'GET', `/api/shared/projects/${shared.shareToken}`);
    expect(publicView.status).toBe(200);
    const view = await body<SharedProject>(publicView);
    expect(view).toMatchObject({ name: 'Shared', documents: [expect.objectContaining({ name: 'Idea' })] });
    expect(JSON.stringify(view)).not.toContain(alice.userId);
    expect((await call(t.app, bob, 'GET', `/api/shared/projects/${shared.shareToken}`)).status).toBe(200);
    // The link reads; it does not open the owner's endpoints.
    expect((await call(t.app, bob, 'GET', `/api/projects/${project.id}`)).status).toBe(404);

    await call(t.app, alice, 'PATCH', `/api/projects/${project.id}`, { visibility: 'private' });
    const revoked = await call(t.app, null, 'GET', `/api/shared/projects/${shared.shareToken}`);
    expect(revoked.status).toBe(404);
    expect(await message(revoked)).toBe('Project not found');

    const reshared = await body<ProjectDetail>(
      await call(t.app, alice, 'PATCH', `/api/projects/${project.id}`, { visibility: 'link' }),
    );
    expect(reshared.shareToken).not.toBe(shared.shareToken);
    expect((await call(t.app, null, 'GET', `/api/shared/projects/${shared.shareToken}`)).status).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/shared/projects/not-a-token')).status).toBe(404);
  });
});
