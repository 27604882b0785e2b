import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The chat's harder states with the API stubbed in the browser (so they are exact and fast): a 1,000-message chat,
 * failures of the chat call, delete all with one failure, and the composer's limit. The real-server journey is
 * e2e/chat.spec.ts.
 */
// A loaded CI machine can take a while to build a page and stream a reply.
test.describe.configure({ timeout: 60_000 });

interface StubSession {
  id: string;
  title: string;
  isActive: boolean;
  projectId: null;
  createdAt: string;
  updatedAt: string;
}

interface StubMessage {
  id: string;
  content: string;
  isUser: boolean;
  status: 'complete';
  toolCalls: null;
  createdAt: string;
}

const user = { id: 'user-1', name: 'Brave Otter#TEST', isAnonymous: true, email: null };

function sse(events: object[]): string {
  return `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`;
}

class StubApi {
  sessions: StubSession[] = [];
  messages = new Map<string, StubMessage[]>();
  chat: (route: Route, body: { messages: { content: string }[]; sessionId: string }) => Promise<void> =
    async (route, body) => {
      const content = `You said: ${body.messages.at(-1)?.content ?? ''}`;
      await route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body: sse([
          { type: 'content_block_delta', delta: { text: content } },
          { type: 'content_complete', content, sessionId: body.sessionId, messageId: crypto.randomUUID() },
        ]),
      });
    };
  failDeleteOf = new Set<string>();
  /** The messages of a session are answered once this settles. */
  messagesLoaded: Promise<void> = Promise.resolve();

  addSession(title: string, messageCount = 0): StubSession {
    const now = new Date(Date.now() - this.sessions.length * 60_000).toISOString();
    const session: StubSession = {
      id: crypto.randomUUID(),
      title,
      isActive: true,
      projectId: null,
      createdAt: now,
      updatedAt: now,
    };
    this.sessions.push(session);
    this.messages.set(
      session.id,
      Array.from({ length: messageCount }, (_, index) => ({
        id: crypto.randomUUID(),
        content:
          index % 2 === 0
            ? `Question number ${index}`
            : `Answer number ${index}\n\n- a point\n- another point with **bold** text`,
        isUser: index % 2 === 0,
        status: 'complete',
        toolCalls: null,
        createdAt: new Date(Date.parse(now) + index * 1000).toISOString(),
      })),
    );
    return session;
  }

  async install(page: Page) {
    await page.route('**/api/auth/get-session', (route) =>
      route.fulfill({ json: { user, session: { id: 's', userId: user.id } } }),
    );
    await page.route('**/api/me', (route) => route.fulfill({ json: { user, roles: [], profile: null } }));
    await page.route('**/api/generate-session-title', (route) => route.fulfill({ json: { title: 'Named' } }));
    await page.route('**/api/chat', async (route) => this.chat(route, route.request().postDataJSON()));
    await page.route('**/api/sessions**', async (route) => {
      const request = route.request();
      const [, , id, sub] = new URL(request.url()).pathname.split('/').filter(Boolean);
      if (!id && request.method() === 'GET') return route.fulfill({ json: { items: this.sessions } });
      if (!id && request.method() === 'POST') {
        const session = this.addSession('New Chat');
        return route.fulfill({ status: 201, json: session });
      }
      const session = this.sessions.find((item) => item.id === id);
      if (!session) {
        return route.fulfill({
          status: 404,
          json: { error: { code: 'CHAT_SESSION_NOT_FOUND', message: 'Chat session not found' } },
        });
      }
      if (sub === 'messages') {
        await this.messagesLoaded;
        return route.fulfill({ json: { items: this.messages.get(session.id) } });
      }
      if (request.method() === 'PATCH') {
        Object.assign(session, request.postDataJSON());
        return route.fulfill({ json: session });
      }
      if (request.method() === 'DELETE') {
        if (this.failDeleteOf.has(session.id)) {
          return route.fulfill({
            status: 500,
            json: { error: { code: 'DELETE_CHAT_SESSION_FAILED', message: 'Failed to delete chat session' } },
          });
        }
        this.sessions = this.sessions.filter((item) => item.id !== session.id);
        return route.fulfill({ status: 204 });
      }
      return route.fulfill({ json: session });
    });
  }
}

test('a chat of 1,000 messages opens at its end, mounts only what is on screen and scrolls', async ({
  page,
}) => {
  const api = new StubApi();
  const session = api.addSession('Long chat', 1000);
  await api.install(page);
  await page.goto(`/chat/${session.id}`);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Answer number 999')).toBeVisible();
  expect(await log.locator('[data-index]').count()).toBeLessThan(40);

  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(log.getByText('Question number 0', { exact: true })).toBeVisible();
  expect(await log.locator('[data-index]').count()).toBeLessThan(40);
  // Half-way down, the messages there are rendered at once (no blank screen while scrolling).
  await log.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  await expect(log.getByText(/^(Question|Answer) number 5\d\d$/).first()).toBeVisible();
  // Scrolled up, the view offers a way back down.
  await page.getByRole('button', { name: 'Jump to latest' }).click();
  await expect(log.getByText('Answer number 999')).toBeVisible();
});

test('a failed send keeps the message with the error text and a Retry that works', async ({ page }) => {
  const api = new StubApi();
  const session = api.addSession('Errors');
  const success = api.chat;
  api.chat = (route) => route.fulfill({ status: 401, body: '' });
  await api.install(page);
  await page.goto(`/chat/${session.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Keep this message');
  await composer.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Keep this message')).toBeVisible();
  await expect(log.getByText('Authentication failed - please try refreshing the page')).toBeVisible();

  api.chat = success;
  await log.getByRole('button', { name: 'Retry' }).click();
  await expect(log.getByText('You said: Keep this message')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(log.getByText('Keep this message', { exact: true })).toHaveCount(1);
});

test('a server error status shows its catalogue text', async ({ page }) => {
  const api = new StubApi();
  const session = api.addSession('Errors');
  api.chat = (route) => route.fulfill({ status: 418, body: '' });
  await api.install(page);
  await page.goto(`/chat/${session.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello');
  await composer.press('Enter');
  await expect(page.getByText('Edge function error with status 418')).toBeVisible();
});

test('a message sent while the chat is still loading goes once it has loaded', async ({ page }) => {
  const api = new StubApi();
  const session = api.addSession('Slow', 2);
  let load: () => void = () => {};
  api.messagesLoaded = new Promise<void>((resolve) => {
    load = resolve;
  });
  const sent: Array<{ messages: { content: string }[] }> = [];
  const reply = api.chat;
  api.chat = async (route, body) => {
    sent.push(body);
    await reply(route, body);
  };
  await api.install(page);
  await page.goto(`/chat/${session.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Sent early');
  await composer.press('Enter');
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
  load();
  const log = page.getByRole('log');
  await expect(log.getByText('You said: Sent early')).toBeVisible();
  // The history it carried is the loaded one, then the new message.
  expect(sent.map((body) => body.messages.map((m) => m.content))).toEqual([
    ['Question number 0', 'Answer number 1\n\n- a point\n- another point with **bold** text', 'Sent early'],
  ]);
  await expect(composer).toHaveValue('');
});

test('stop asks the server to stop the reply and keeps what it saved, marked stopped', async ({ page }) => {
  const api = new StubApi();
  const session = api.addSession('Stop');
  let stopBody: unknown;
  let stopped: () => void = () => {};
  const stopCalled = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  api.chat = async (route, body) => {
    // The reply runs until the user stops it; the server then ends the stream with what it saved.
    await stopCalled;
    const messageId = crypto.randomUUID();
    await route.fulfill({
      headers: { 'content-type': 'text/event-stream' },
      body: sse([
        { type: 'content_block_delta', delta: { text: 'The first paragraph' } },
        { type: 'content_complete', content: 'The first paragraph', sessionId: body.sessionId, messageId },
        { type: 'completion_confirmed', messageId },
      ]),
    });
  };
  await api.install(page);
  await page.route('**/api/chat/stop', async (route) => {
    stopBody = route.request().postDataJSON();
    stopped();
    await route.fulfill({ json: { stopped: true } });
  });
  await page.goto(`/chat/${session.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Write a long essay');
  await composer.press('Enter');
  await page.getByRole('button', { name: 'Stop generating' }).click();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  expect(stopBody).toEqual({ sessionId: session.id });
  const log = page.getByRole('log');
  await expect(log.getByText('Write a long essay')).toBeVisible();
  await expect(log.getByText('The first paragraph')).toBeVisible();
  await expect(log.getByText('Stopped', { exact: true })).toBeVisible();
});

test('delete all says "Failed to delete some sessions" when one delete fails', async ({ page }) => {
  const api = new StubApi();
  api.addSession('First chat');
  const stuck = api.addSession('Stuck chat');
  api.addSession('Third chat');
  api.failDeleteOf.add(stuck.id);
  await api.install(page);
  await page.goto('/chat');
  const chats = page.getByRole('navigation', { name: 'Chats' });
  await expect(chats.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete all chats' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('Failed to delete some sessions')).toBeVisible();
  await expect(chats.getByRole('listitem')).toHaveCount(1);
  await expect(chats.getByText('Stuck chat')).toBeVisible();
});

test('the composer sends on Enter, breaks lines on Shift+Enter and shows the limit', async ({ page }) => {
  const api = new StubApi();
  const session = api.addSession('Composer');
  await api.install(page);
  await page.goto(`/chat/${session.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('line one');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('line two');
  await expect(composer).toHaveValue('line one\nline two');

  await composer.fill('x'.repeat(8500));
  await expect(page.getByText('8,500 / 10,000')).toBeVisible();
  await composer.fill('x'.repeat(10_001));
  await expect(
    page.getByText('Message content must be between 1 and 10000 characters. Current length: 10001'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await composer.fill('line one\nline two');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('log').getByText('You said: line one')).toBeVisible();
});
