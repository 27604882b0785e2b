import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Diagrams with the API stubbed in the browser (exact and fast): drawn inline in a reply and reported rendered, a
 * broken one shown as a readable card, and the full page's zoom, pan, tabs, downloads and its empty, missing and
 * broken states. The real-server path is e2e/journey.spec.ts.
 */
test.describe.configure({ timeout: 90_000 });

const user = { id: 'user-1', name: 'Brave Otter#TEST', isAnonymous: true, email: null };
const SESSION_ID = '6f1d2c8e-0000-4000-8000-000000000001';
const MESSAGE_ID = '6f1d2c8e-0000-4000-8000-0000000000aa';
const FLOWCHART = 'flowchart LR\n  Idea --> PRD --> MVP';
const ER = 'erDiagram\n  MEMBER ||--o{ LOAN : borrows\n  TOOL ||--o{ LOAN : "lent in"';
const BROKEN = 'flowchart LR\n  A -->> ((B';
const shotsDir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

const STAGES = ['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'complete'] as const;
const LABELS = ['Idea', 'PRD', 'MVP', 'Domain model', 'Tech stack', 'Complete'];

/** A chat whose journey has not started: at idea, nothing written. */
function newJourney() {
  return {
    sessionId: SESSION_ID,
    journeyId: null,
    title: 'Tool library',
    description: null,
    stage: 'idea',
    stageLabel: 'Idea',
    percent: 17,
    nextStages: ['prd', 'mvp'],
    stages: STAGES.map((stage, position) => ({
      stage,
      label: LABELS[position],
      position,
      status: position === 0 ? 'current' : 'upcoming',
      percent: Math.round(((position + 1) / 6) * 100),
      missing: stage === 'complete' ? [] : ['Idea stage requires a description'],
      ready: false,
      artefactType: stage === 'complete' ? 'summary' : stage,
      artefactId: null,
    })),
    stageData: {},
    outOfDateArtefactIds: [],
    flowchart: 'flowchart LR\n  idea --> prd',
    updatedAt: null,
  };
}

interface StubDiagram {
  id: string;
  content: string;
}

async function installApi(page: Page, diagrams: StubDiagram[] | 404, rendered: string[] = []) {
  await page.addInitScript(() => localStorage.setItem('ideaforge.session', '1'));
  await page.route('**/api/auth/get-session', (route) =>
    route.fulfill({ json: { user, session: { id: 's', userId: user.id } } }),
  );
  await page.route('**/api/me', (route) => route.fulfill({ json: { user, roles: [], profile: null } }));
  // The header's notification count belongs to another screen; the stubbed user has none.
  await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: 0 } }));
  await page.route(`**/api/messages/${MESSAGE_ID}/diagrams`, (route) =>
    diagrams === 404
      ? route.fulfill({
          status: 404,
          json: { error: { code: 'MESSAGE_NOT_FOUND', message: 'Message not found' } },
        })
      : route.fulfill({
          json: {
            items: diagrams.map((diagram) => ({
              ...diagram,
              messageId: MESSAGE_ID,
              diagramType: diagram.content.split(/\s/)[0],
              status: 'generated',
              createdAt: new Date().toISOString(),
            })),
          },
        }),
  );
  await page.route('**/api/diagrams/*/rendered', (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[3] ?? '';
    rendered.push(id);
    return route.fulfill({
      json: {
        id,
        messageId: MESSAGE_ID,
        diagramType: 'flowchart',
        content: FLOWCHART,
        status: 'rendered',
        createdAt: new Date().toISOString(),
      },
    });
  });
}

test('diagrams in a reply are drawn in place and reported; a broken one says what is wrong', async ({
  page,
  problems,
}) => {
  const rendered: string[] = [];
  await installApi(
    page,
    [
      { id: 'd-flow', content: FLOWCHART },
      { id: 'd-broken', content: BROKEN },
    ],
    rendered,
  );
  const now = new Date().toISOString();
  await page.route('**/api/sessions**', (route) => {
    const [, , id, sub] = new URL(route.request().url()).pathname.split('/').filter(Boolean);
    const session = {
      id: SESSION_ID,
      title: 'Tool library',
      isActive: true,
      projectId: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!id) return route.fulfill({ json: { items: [session] } });
    if (sub === 'messages') {
      return route.fulfill({
        json: {
          items: [
            {
              id: 'u1',
              content: 'Draw the journey',
              isUser: true,
              status: 'complete',
              toolCalls: null,
              createdAt: now,
            },
            {
              id: MESSAGE_ID,
              content: `Here it is:\n\n\`\`\`mermaid\n${FLOWCHART}\n\`\`\`\n\nAnd a sketch I got wrong:\n\n\`\`\`mermaid\n${BROKEN}\n\`\`\``,
              isUser: false,
              status: 'complete',
              toolCalls: null,
              createdAt: now,
            },
          ],
        },
      });
    }
    if (sub === 'artefacts') return route.fulfill({ json: { items: [] } });
    if (sub === 'journey') return route.fulfill({ json: newJourney() });
    return route.fulfill({ json: session });
  });

  await page.goto(`/chat/${SESSION_ID}`);
  const blocks = page.getByRole('log', { name: 'Conversation' }).getByTestId('mermaid-block');
  await expect(blocks).toHaveCount(2, { timeout: 30_000 });
  await expect(blocks.first().getByTestId('diagram-drawing').locator('> svg')).toBeVisible({
    timeout: 30_000,
  });
  await expect(blocks.first()).toContainText('Flowchart');
  const broken = blocks.nth(1).getByTestId('diagram-error');
  await expect(broken).toContainText('This diagram could not be drawn');
  await expect(broken.locator('pre').first()).not.toBeEmpty();
  await expect.poll(() => rendered).toEqual(['d-flow']);

  // Beside it, a journey that has not started: 17 %, what the idea stage still needs, and its map drawn on request.
  const panel = page.getByTestId('document-panel');
  await expect(panel.getByTestId('journey-percent')).toHaveText('17%');
  await expect(panel).toContainText('Answer the guide’s questions');
  await expect(panel.getByRole('list', { name: 'Still needed for Idea' })).toContainText(
    'Idea stage requires a description',
  );
  await panel.getByRole('button', { name: 'Show the journey map' }).click();
  await expect(panel.getByTestId('diagram-drawing').locator('> svg')).toBeVisible({ timeout: 60_000 });

  // The source is one click away, and back.
  await blocks.first().getByRole('button', { name: 'Source' }).click();
  await expect(blocks.first().locator('pre')).toContainText('Idea --> PRD --> MVP');
  await blocks.first().getByRole('button', { name: 'Diagram' }).click();
  await expect(blocks.first().getByTestId('diagram-drawing').locator('> svg')).toBeVisible();

  // Dark mode draws it again in the dark theme, without dropping it meanwhile.
  const lightSvg = await blocks.first().getByTestId('diagram-drawing').locator('> svg').innerHTML();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(blocks.first().getByTestId('diagram-drawing').locator('> svg')).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => blocks.first().getByTestId('diagram-drawing').locator('> svg').innerHTML())
    .not.toBe(lightSvg);
  expect(problems.list).toEqual([]);
});

test('the diagram page zooms and pans from buttons and keys, switches diagrams and downloads both formats', async ({
  page,
  problems,
}) => {
  await installApi(page, [
    { id: 'd-er', content: ER },
    { id: 'd-flow', content: FLOWCHART },
  ]);
  await page.goto(`/diagram/${MESSAGE_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entity-relationship diagram');
  const canvas = page.getByTestId('diagram-viewport');
  await expect(canvas.locator('svg')).toBeVisible({ timeout: 60_000 });
  const zoom = page.getByLabel('Zoom level');
  const transform = () =>
    canvas.locator('> div').evaluate((element) => (element as HTMLElement).style.transform);

  await page.getByRole('button', { name: '100%' }).click();
  await expect(zoom).toHaveText('100%');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('125%');
  await canvas.focus();
  await page.keyboard.press('-');
  await expect(zoom).toHaveText('100%');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('156%');
  const before = await transform();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(transform).not.toBe(before);
  await page.keyboard.press('0');
  await expect(zoom).not.toHaveText('156%');
  await page.keyboard.press('1');
  await expect(zoom).toHaveText('100%');

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  if (process.env.E2E_SHOTS === '1') {
    mkdirSync(shotsDir, { recursive: true });
    await page.keyboard.press('0');
    await page.screenshot({ path: `${shotsDir}/diagram-er-desktop.png` });
  }

  const [svgFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'SVG download' }).click(),
  ]);
  expect(svgFile.suggestedFilename()).toBe(`entity-relationship-diagram-${MESSAGE_ID.slice(0, 8)}.svg`);
  expect(readFileSync(await svgFile.path(), 'utf8')).toContain('MEMBER');
  const [pngFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PNG download' }).click(),
  ]);
  const png = readFileSync(await pngFile.path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // Drawn at twice its size: wider than the SVG's own width.
  expect(png.readUInt32BE(16)).toBeGreaterThan(200);

  await page
    .getByRole('navigation', { name: 'Diagrams of this message' })
    .getByRole('button', { name: /Flowchart/ })
    .click();
  await expect(page).toHaveURL(/\?index=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flowchart');
  await expect(canvas.locator('svg')).toContainText('PRD');
  expect(problems.list).toEqual([]);
});

test('the diagram page says when there is nothing to draw, the message is not yours, or the text is broken', async ({
  page,
}) => {
  await installApi(page, []);
  await page.goto(`/diagram/${MESSAGE_ID}`);
  await expect(page.getByText('No diagram in this message')).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await installApi(page, 404);
  await page.goto(`/diagram/${MESSAGE_ID}`);
  await expect(page.getByText('This diagram isn’t available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your chats' })).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await installApi(page, [{ id: 'd-broken', content: BROKEN }]);
  await page.goto(`/diagram/${MESSAGE_ID}`);
  await expect(page.getByTestId('diagram-error')).toContainText('This diagram could not be drawn');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the diagram page fits the drawing and keeps its controls reachable', async ({ page, problems }) => {
    await installApi(page, [{ id: 'd-er', content: ER }]);
    await page.goto(`/diagram/${MESSAGE_ID}`);
    const canvas = page.getByTestId('diagram-viewport');
    await expect(canvas.locator('svg')).toBeVisible({ timeout: 60_000 });
    const box = await canvas.locator('svg').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'PNG download' })).toBeInViewport();
    if (process.env.E2E_SHOTS === '1') {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/diagram-er-phone.png` });
    }
    expect(problems.list).toEqual([]);
  });
});
