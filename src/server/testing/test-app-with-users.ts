/**
 * The set-up most API suites share: the real app (createChatTestApp) on a fresh database with two signed-up users,
 * alice, whose projects and chats a suite works on, and bob, a stranger to them; plus a project of alice's and the
 * catalogue-error assertion.
 */
import { expect } from 'vitest';
import type { ProjectDetail } from '../../domain/projects-api.ts';
import { createGuideModel } from '../ai/guide/guide-model.ts';
import { type Caller, type ChatTestApp, call, createChatTestApp, signUp } from '../chat/chat-test-support.ts';
import { readJson } from './test-users.ts';

export interface AppWithUsers {
  t: ChatTestApp;
  alice: Caller;
  bob: Caller;
}

/** `guide`: POST /api/chat answers with the built-in guide, without its typing delay. */
export async function createAppWithAliceAndBob(options: { guide?: boolean } = {}): Promise<AppWithUsers> {
  const t = await createChatTestApp(
    options.guide ? { chat: { model: createGuideModel({ chunkDelayMs: 0 }) } } : {},
  );
  const alice = await signUp(t.app);
  const bob = await signUp(t.app);
  return { t, alice, bob };
}

/** A new project of the caller's (POST /api/projects), by id. */
export async function createProjectFor(t: ChatTestApp, caller: Caller, name: string): Promise<string> {
  const res = await call(t.app, caller, 'POST', '/api/projects', { name });
  expect(res.status).toBe(201);
  return (await readJson<ProjectDetail>(res)).id;
}

/** The response is the catalogue's error: this status, code and message, nothing else. */
export async function expectError(
  res: Response,
  status: number,
  code: string,
  message: string,
): Promise<void> {
  expect({ status: res.status, body: await res.json() }).toEqual({
    status,
    body: { error: { code, message } },
  });
}
