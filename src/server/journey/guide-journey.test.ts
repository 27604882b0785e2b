import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ArtefactDetail,
  type ArtefactList,
  type DiagramList,
  type JourneyState,
  reconcilePrompt,
} from '../../domain/journey-api.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createSessionFor,
  listStoredMessages,
  readChatStream,
} from '../chat/chat-test-support.ts';
import { talkIdeaThroughGuide } from '../testing/guided-idea.ts';
import { createAppWithAliceAndBob } from '../testing/test-app-with-users.ts';
import { readJson } from '../testing/test-users.ts';

/**
 * The built-in guide drives a whole conversation through POST /api/chat (the production path: the guide's tool
 * calls go through the chat stream, the document tools, the artefacts and the journey).
 */
describe('the built-in guide through POST /api/chat', () => {
  let t: ChatTestApp;
  let alice: Caller;

  beforeAll(async () => {
    ({ t, alice } = await createAppWithAliceAndBob({ guide: true }));
  });
  afterAll(() => t.cleanup());

  it('takes a one-line idea to complete with six documents in the person’s words and a domain diagram', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const toolEvents: string[][] = [];
    const history = await talkIdeaThroughGuide(t, alice, sessionId, (stream) => {
      expect(stream.events.some((e) => e.type === 'completion_confirmed')).toBe(true);
      toolEvents.push(stream.events.flatMap((e) => (e.type === 'tool_processing_completed' ? e.tools : [])));
    });
    expect(toolEvents.flat()).toEqual([
      'create_idea_document',
      'create_prd_document',
      'create_mvp_document',
      'create_domain_model_document',
      'create_tech_stack_document',
      'create_summary_document',
    ]);

    const journey = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    expect(journey).toMatchObject({ stage: 'complete', percent: 100 });
    expect(journey.outOfDateArtefactIds).toEqual([]);

    const list = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`),
    );
    expect(list.items.map((a) => a.artefactType)).toEqual([
      'idea',
      'prd',
      'mvp',
      'domain-model',
      'tech-stack',
      'summary',
    ]);
    const documents = await Promise.all(
      list.items.map(async (a) =>
        readJson<ArtefactDetail>(await call(t.app, alice, 'GET', `/api/artefacts/${a.id}`)),
      ),
    );
    const [idea, prd, mvp, domain, stack, summary] = documents.map((d) => d.content);
    expect(idea).toContain('Owners cannot find a trustworthy walker at short notice');
    expect(prd).toContain('Dog owners who work long shifts');
    expect(prd).toContain('- Live walk tracking');
    expect(mvp).toContain('Walker profiles');
    expect(domain).toContain('- Each owner has many dogs');
    expect(domain).toContain('```mermaid\nerDiagram');
    expect(stack).toContain('TypeScript');
    expect(summary).toContain('## Open Questions');
    expect(summary).toContain('## Key Decisions');
    expect(summary).toContain('First users: dog owners who work long shifts');

    const messages = await listStoredMessages(t.app, alice, sessionId);
    const withDiagram = messages.find((m) => !m.isUser && m.content.includes('```mermaid'));
    if (!withDiagram) throw new Error('no reply with a diagram');
    const diagrams = await readJson<DiagramList>(
      await call(t.app, alice, 'GET', `/api/messages/${withDiagram.id}/diagrams`),
    );
    expect(diagrams.items).toHaveLength(1);
    expect(diagrams.items[0]).toMatchObject({ diagramType: 'erDiagram', status: 'generated' });
    expect(diagrams.items[0]?.content).toContain('Owner ||--o{ Dog : has');
    const closing = messages.filter((m) => !m.isUser).at(-1);
    const journeyDiagram = await readJson<DiagramList>(
      await call(t.app, alice, 'GET', `/api/messages/${closing?.id}/diagrams`),
    );
    expect(journeyDiagram.items.map((d) => d.diagramType)).toEqual(['flowchart']);

    // After the journey: a change of the first users rewrites the documents as new versions, none left stale.
    const say = async (content: string) => {
      history.push({ role: 'user', content });
      const stream = await readChatStream(
        await call(t.app, alice, 'POST', '/api/chat', { sessionId, messages: history }),
      );
      history.push({ role: 'assistant', content: stream.text });
      return stream.text;
    };
    expect(await say('Change the first users')).toContain('Who should the first users be instead?');
    expect(await say('Night-shift nurses who own dogs')).toContain(
      'the first users are now **night-shift nurses who own dogs**',
    );
    const prdNow = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'GET', `/api/artefacts/${list.items[1]?.id}`),
    );
    expect(prdNow.content).toContain('Night-shift nurses who own dogs');
    expect(prdNow.version).toBe(2);
    const after = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`),
    );
    expect(after.items.filter((a) => a.outOfDate)).toEqual([]);

    // The document panel's reconcile message: the PRD is rewritten and no longer out of date.
    const ideaId = list.items[0]?.id;
    await call(t.app, alice, 'PATCH', `/api/artefacts/${ideaId}`, {
      document: { vision: 'Every shift worker’s dog walked' },
    });
    const stale = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'GET', `/api/artefacts/${list.items[1]?.id}`),
    );
    expect(stale.outOfDateBecause).toEqual(['idea']);
    expect(await say(reconcilePrompt('prd', ['idea']))).toContain("I've checked the **PRD**");
    const reconciled = await readJson<ArtefactDetail>(
      await call(t.app, alice, 'GET', `/api/artefacts/${list.items[1]?.id}`),
    );
    expect(reconciled.outOfDate).toBe(false);
  });
});
