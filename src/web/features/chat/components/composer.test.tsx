// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer.tsx';

function Harness({
  onSend,
  initial = '',
  streaming = false,
  onStop = () => {},
}: {
  onSend: (text: string) => void;
  initial?: string;
  streaming?: boolean;
  onStop?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Composer
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      onStop={onStop}
      streaming={streaming}
    />
  );
}

afterEach(cleanup);

describe('Composer', () => {
  it('sends on Enter and keeps Shift+Enter for a new line', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} initial="An idea" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('An idea');
  });

  it('does not send blank text', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} initial="   " />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it('shows the counter near the limit and the domain message past it', () => {
    const onSend = vi.fn();
    const { unmount } = render(<Harness onSend={onSend} initial={'a'.repeat(7999)} />);
    expect(screen.queryByText(/\/ 10,000/)).toBeNull();
    unmount();
    render(<Harness onSend={onSend} initial={'a'.repeat(9000)} />);
    expect(screen.getByText('9,000 / 10,000')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'b'.repeat(10_050) },
    });
    expect(
      screen.getByText('Message content must be between 1 and 10000 characters. Current length: 10050'),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('offers Stop while a reply streams', () => {
    const onStop = vi.fn();
    render(<Harness onSend={vi.fn()} streaming onStop={onStop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });
});
