import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArtefactList,
  ArtefactVersionList,
  DiagramList,
  JourneyState,
} from '../../domain/journey-api.ts';
import { TOOL_PROCESSING_ERROR_NOTE } from '../../domain/messages.ts';
import { CHAT_SYSTEM_PROMPT } from '../ai/system-prompt.ts';
import type { LanguageModelStreamPart } from '../ai/types.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  listStoredMessages,
  readChatStream,
  signUp,
} from '../chat/chat-test-support.ts';
import { defaultChatTools } from '../chat/chat-tools.ts';
import { readJson } from '../testing/test-users.ts';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function reply(text: string, tools: Array<[string, unknown]>): LanguageModelStreamPart[] {
  return [
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: text },
    { type: 'text-end', id: 't' },
    ...tools.map(
      ([toolName, input], i): LanguageModelStreamPart => ({
        type: 'tool-call',
        toolCallId: `call-${i}`,
        toolName,
        input: JSON.stringify(input),
      }),
    ),
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage },
  ];
}

let parts = reply('Hello', []);
const model = new MockLanguageModelV4({
  doStream: async () => ({ stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: 0 }) }),
});

const prd = {
  title: 'Dog walks',
  problem_statement: 'Owners cannot find a walker at short notice',
  target_audience: 'Busy dog owners',
  key_features: ['Search walkers', 'Book a walk'],
};

describe('the document tools in a chat reply', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp({ chat: { model } });
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  async function send(sessionId: string, tools: Array<[string, unknown]>, text = 'Writing it down.') {
    parts = reply(text, tools);
    const res = await call(t.app, alice, 'POST', '/api/chat', {
      sessionId,
      messages: [{ role: 'user', content: 'Please write the document' }],
    });
    expect(res.status).toBe(200);
    return readChatStream(res);
  }

  it('offers the model a create and an update tool for each of the six kinds', () => {
    expect(defaultChatTools.map((tool) => tool.name).sort()).toEqual(
      ['idea', 'prd', 'mvp', 'domain_model', 'tech_stack', 'summary']
        .flatMap((kind) => [`create_${kind}_document`, `update_${kind}_document`])
        .sort(),
    );
  });

  it('is steered by a system prompt that names every create tool and the update tools', () => {
    for (const tool of defaultChatTools.filter((t) => t.name.startsWith('create_'))) {
      expect(CHAT_SYSTEM_PROMPT).toContain(tool.name);
    }
    expect(CHAT_SYSTEM_PROMPT).toContain('update_<kind>_document');
  });

  it('saves a document once when the model repeats the identical tool call, and moves the journey', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await send(sessionId, [
      ['create_prd_document', prd],
      ['create_prd_document', { ...prd }],
    ]);
    expect(stream.events.filter((e) => e.type === 'tool_use_started')).toHaveLength(1);
    expect(stream.events.find((e) => e.type === 'tool_processing_completed')).toMatchObject({
      tools: ['create_prd_document'],
      count: 1,
    });
    const list = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`),
    );
    expect(list.items).toHaveLength(1);
    const versions = await readJson<ArtefactVersionList>(
      await call(t.app, alice, 'GET', `/api/artefacts/${list.items[0]?.id}/versions`),
    );
    expect(versions.items).toHaveLength(1);
  });

  it('merges an update into the existing document as a new version', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await send(sessionId, [['create_prd_document', prd]]);
    const stream = await send(sessionId, [
      ['update_prd_document', { target_audience: 'Night-shift nurses with dogs' }],
    ]);
    expect(stream.text).toBe('Writing it down.');
    const [item] = (
      await readJson<ArtefactList>(await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`))
    ).items;
    const detail = await readJson<{ content: string; version: number }>(
      await call(t.app, alice, 'GET', `/api/artefacts/${item?.id}`),
    );
    expect(detail.version).toBe(2);
    expect(detail.content).toContain('Night-shift nurses with dogs');
    expect(detail.content).toContain('Owners cannot find a walker at short notice');
  });

  it('answers "Not Found" for an update without a document, adds the note, and records the failure', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await send(sessionId, [['update_mvp_document', { mvp_overview: 'Smaller' }]]);
    const expected = `Writing it down.\n\n- Not Found (No MVP document exists for this session to update)\n\n${TOOL_PROCESSING_ERROR_NOTE}`;
    expect(stream.text).toBe(expected);
    expect(stream.events.find((e) => e.type === 'content_complete')).toMatchObject({ content: expected });
    expect(stream.events.find((e) => e.type === 'tool_processing_completed')).toMatchObject({ count: 0 });
    const [, saved] = await listStoredMessages(t.app, alice, sessionId);
    expect(saved?.content).toBe(expected);
    expect(saved?.toolCalls?.[0]).toMatchObject({
      name: 'update_mvp_document',
      status: 'failed',
      error: 'Not Found (No MVP document exists for this session to update)',
    });
  });

  it('refuses a call missing a required field before it runs, naming the field', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const { target_audience: _, ...incomplete } = prd;
    const stream = await send(sessionId, [['create_prd_document', incomplete]]);
    const completed = stream.events.find((e) => e.type === 'tool_use_completed');
    expect(completed).toMatchObject({ success: false });
    expect(completed?.type === 'tool_use_completed' ? completed.error : '').toContain('target_audience');
    const list = await readJson<ArtefactList>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/artefacts`),
    );
    expect(list.items).toHaveLength(0);
  });

  it('answers the kind’s catalogue message when a field passes the model schema but not the document’s', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await send(sessionId, [['create_prd_document', { ...prd, target_audience: '   ' }]]);
    expect(stream.text).toContain('- PRD document requires target_audience');
  });

  it('logs a failed save and answers "Failed to Update", while the reply is still saved', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    // A document of another kind already holds the name the PRD would take.
    await call(t.app, alice, 'POST', `/api/sessions/${sessionId}/artefacts`, {
      artefactType: 'idea',
      name: 'PRD: Dog walks',
      content: '# Taken\n',
    });
    const stream = await send(sessionId, [['create_prd_document', prd]]);
    expect(stream.text).toContain('- Failed to Update PRD (Please try again)');
    expect(stream.text).toContain(TOOL_PROCESSING_ERROR_NOTE);
    expect(stream.events.some((e) => e.type === 'completion_confirmed')).toBe(true);
  });

  it('stores the diagrams of a reply, lets the browser mark them rendered, and hides them from others', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await send(
      sessionId,
      [
        [
          'create_domain_model_document',
          {
            title: 'Walks',
            domain_overview: 'Owners book walks',
            core_entities: ['Owner: books walks', 'Walk'],
            entity_relationships: ['An owner has many walks'],
          },
        ],
      ],
      'The journey so far:\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
    );
    const complete = stream.events.find((e) => e.type === 'content_complete');
    const messageId = complete?.type === 'content_complete' ? complete.messageId : '';
    const list = await readJson<DiagramList>(
      await call(t.app, alice, 'GET', `/api/messages/${messageId}/diagrams`),
    );
    expect(list.items.map((d) => [d.diagramType, d.status])).toEqual([
      ['flowchart', 'generated'],
      ['erDiagram', 'generated'],
    ]);
    expect(list.items[1]?.content).toContain('Owner ||--o{ Walk : has');
    const id = list.items[1]?.id;
    const rendered = await call(t.app, alice, 'POST', `/api/diagrams/${id}/rendered`);
    expect(await readJson<{ status: string }>(rendered)).toMatchObject({ status: 'rendered' });
    expect(
      (await readJson<{ status: string }>(await call(t.app, alice, 'POST', `/api/diagrams/${id}/rendered`)))
        .status,
    ).toBe('rendered');
    expect(
      (await readJson<{ status: string }>(await call(t.app, alice, 'GET', `/api/diagrams/${id}`))).status,
    ).toBe('rendered');

    for (const [method, path] of [
      ['GET', `/api/messages/${messageId}/diagrams`],
      ['GET', `/api/diagrams/${id}`],
      ['POST', `/api/diagrams/${id}/rendered`],
    ] as const) {
      const res = await call(t.app, bob, method, path);
      expect(res.status, path).toBe(404);
    }
    const state = await readJson<JourneyState>(
      await call(t.app, alice, 'GET', `/api/sessions/${sessionId}/journey`),
    );
    expect(state.stageData).toMatchObject({ entities: ['Owner: books walks', 'Walk'] });
  });
});
