// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StructuredDocument } from './document-sections.tsx';

const prd = {
  title: 'Tool library',
  problem_statement: 'Neighbours buy drills they use twice',
  target_audience: 'Neighbours',
  key_features: ['Lend a tool', 'Reminders'],
};

afterEach(cleanup);

describe('editing a document section by section', () => {
  it('shows every section of the kind, with the missing optional ones offered for writing', () => {
    render(<StructuredDocument type="prd" document={prd} readOnly={false} onSaveField={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Tool library');
    expect(screen.getByRole('region', { name: 'Key Features' }).textContent).toContain('Reminders');
    expect(screen.getByRole('region', { name: 'Success Metrics' }).textContent).toContain('optional');
  });

  it('refuses a blank required section with the domain message and saves nothing', async () => {
    const onSaveField = vi.fn(async () => {});
    render(<StructuredDocument type="prd" document={prd} readOnly={false} onSaveField={onSaveField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Target Audience' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Target Audience' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('PRD document requires target_audience');
    expect(onSaveField).not.toHaveBeenCalled();
  });

  it('saves only the edited field, a list one item a line', async () => {
    const onSaveField = vi.fn(async () => {});
    render(<StructuredDocument type="prd" document={prd} readOnly={false} onSaveField={onSaveField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Key Features' }));
    const box = screen.getByRole('textbox', { name: 'Key Features' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Lend a tool\nReminders');
    fireEvent.change(box, { target: { value: '- Lend a tool\n- Reminders\n- Ratings' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(onSaveField).toHaveBeenCalledWith({ key_features: ['Lend a tool', 'Reminders', 'Ratings'] }),
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('keeps the editor open with the server’s message when the save fails, and Escape cancels', async () => {
    const onSaveField = vi.fn(async () => {
      throw new Error('Failed to update artefact');
    });
    render(<StructuredDocument type="prd" document={prd} readOnly={false} onSaveField={onSaveField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Problem Statement' }));
    const box = screen.getByRole('textbox', { name: 'Problem Statement' });
    fireEvent.change(box, { target: { value: 'Tools sit unused in every flat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update artefact');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers no editing while the assistant is writing the document', () => {
    render(<StructuredDocument type="prd" document={prd} readOnly onSaveField={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Success Metrics' })).toBeNull();
  });
});
