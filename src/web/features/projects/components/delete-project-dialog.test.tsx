// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';

function project(chats: number): ProjectDetail {
  const now = '2026-11-21T12:00:00.000Z';
  return {
    id: '5a0f6f0e-8d8e-4a53-9f0c-1b2c3d4e5f60',
    name: 'Tool library',
    description: null,
    visibility: 'private',
    progress: { stage: 'idea', percent: 0 },
    documentCount: 0,
    chatCount: chats,
    lastActivityAt: now,
    createdAt: now,
    updatedAt: now,
    shareToken: null,
    chats: Array.from({ length: chats }, (_, index) => ({
      id: `chat-${index}`,
      title: `Chat ${index}`,
      stage: 'idea' as const,
      updatedAt: now,
    })),
  };
}

function renderDialog(chats: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DeleteProjectDialog project={project(chats)} open onOpenChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('DeleteProjectDialog', () => {
  it('never decides for the user what happens to the chats: Delete waits for a choice', () => {
    renderDialog(2);
    expect(screen.getByText(/has 2 chats/)).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Delete project' }) as HTMLButtonElement;
    const keep = screen.getByRole('radio', { name: /Keep the chats/ }) as HTMLInputElement;
    const destroy = screen.getByRole('radio', { name: /Delete the chats too/ }) as HTMLInputElement;
    expect(keep.checked).toBe(false);
    expect(destroy.checked).toBe(false);
    expect(remove.disabled).toBe(true);
    fireEvent.click(keep);
    expect(keep.checked).toBe(true);
    expect(remove.disabled).toBe(false);
  });

  it('asks only for a confirmation when the project has no chats', () => {
    renderDialog(0);
    expect(screen.queryByRole('radio')).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete project' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is an alert dialog whose Cancel comes before Delete', () => {
    renderDialog(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this project?' });
    const buttons = Array.from(dialog.querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons.indexOf('Cancel')).toBeLessThan(buttons.indexOf('Delete project'));
  });
});
