// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { emptyValues } from '../lib/form-values.ts';
import { ItemForm } from './item-form.tsx';
import { ProposalCard } from './proposal-card.tsx';

afterEach(cleanup);

const initial = { ...emptyValues(), name: 'Home', route: '/', purpose: 'Landing', userStories: 'Arrive' };

describe('editing an item', () => {
  it('refuses a bad route with the catalogue message and sends nothing', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <ItemForm
        kind="pages"
        initial={initial}
        isNew={false}
        submitLabel="Save changes"
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Route'), { target: { value: 'no slash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Route must start with / and contain no spaces')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only the changed field, and keeps what was typed when the server refuses it', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('PAGE_ROUTE_TAKEN', 'Another page of this project already has this route', 409);
    });
    render(
      <ItemForm
        kind="pages"
        initial={initial}
        isNew={false}
        submitLabel="Save changes"
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Route'), { target: { value: '/browse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ route: '/browse' }));
    expect(await screen.findByText('Another page of this project already has this route')).toBeTruthy();
    expect((screen.getByLabelText('Route') as HTMLInputElement).value).toBe('/browse');
  });
});

describe('a proposed change', () => {
  it('shows the current and the proposed value and warns when it replaces a hand edit', () => {
    const onAccept = vi.fn();
    render(
      <ProposalCard
        proposal={{
          key: 'k1',
          kind: 'page',
          action: 'change',
          itemId: 'i1',
          itemName: 'Home',
          field: 'purpose',
          current: 'My words',
          proposed: 'The document’s words',
          previouslyDerived: 'Old words',
          edited: true,
        }}
        selected={false}
        onSelect={vi.fn()}
        onAccept={onAccept}
        busy={false}
      />,
    );
    expect(screen.getByText('Purpose of Home')).toBeTruthy();
    expect(screen.getByText('My words')).toBeTruthy();
    expect(screen.getByText('The document’s words')).toBeTruthy();
    expect(screen.getByText(/You edited this by hand/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: change Purpose of Home' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
