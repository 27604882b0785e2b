// @vitest-environment happy-dom
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { projectKeys } from '../api/projects.ts';
import { VisibilityForm } from './visibility-screen.tsx';

const now = '2026-11-21T12:00:00.000Z';
const privateProject: ProjectDetail = {
  id: '5a0f6f0e-8d8e-4a53-9f0c-1b2c3d4e5f60',
  name: 'Shared garden plan',
  description: null,
  visibility: 'private',
  progress: { stage: 'idea', percent: 0 },
  documentCount: 0,
  chatCount: 0,
  lastActivityAt: now,
  createdAt: now,
  updatedAt: now,
  shareToken: null,
  chats: [],
};

/** The form as the screen uses it: its project comes from the query cache the update writes to. */
function FromCache() {
  const { data } = useQuery({
    queryKey: projectKeys.detail(privateProject.id),
    queryFn: () => privateProject,
    initialData: privateProject,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <VisibilityForm project={data} />;
}

/** Renders the form on a private project and clicks "Shared by link"; the radio shows chosen at once. */
function renderAndChooseSharing(): HTMLInputElement {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FromCache />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const link = screen.getByRole('radio', { name: /Shared by link/ }) as HTMLInputElement;
  fireEvent.click(link);
  expect(link.checked).toBe(true);
  return link;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

describe('VisibilityForm', () => {
  it('keeps "Shared by link" chosen from the click until the saved project shows it, with no flash back', async () => {
    const shared = { ...privateProject, visibility: 'link' as const, shareToken: 'a'.repeat(24) };
    let answer: ((response: Response) => void) | undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    // The query cache tells its observers later than React renders a state change; widen that gap.
    notifyManager.setScheduler((callback) => setTimeout(callback, 50));
    const link = renderAndChooseSharing();

    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer?.(Response.json(shared));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The request has settled, the cache's news has not arrived yet: the choice must still show.
    expect(link.checked).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(link.checked).toBe(true);
    expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toMatch(
      /\/shared\/projects\/a{24}$/,
    );
  });

  it('goes back to the saved choice when sharing fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Failed to update project' }, { status: 500 })),
    );
    const link = renderAndChooseSharing();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(link.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Private/ }) as HTMLInputElement).checked).toBe(true);
  });
});
