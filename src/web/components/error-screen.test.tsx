// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';

afterEach(cleanup);

let broken = true;
function Flaky() {
  if (broken) throw new Error('first render fails');
  return <p>Recovered content</p>;
}

describe('ErrorScreen', () => {
  it('shows the title, the restart text and the error inside expandable details', () => {
    render(<ErrorScreen error={new Error('Kaboom in the forge')} onReset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The application encountered an error and needs to be restarted.')).toBeTruthy();
    const details = screen.getByText('Error details').closest('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain('Kaboom in the forge');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('calls onReset when Try Again is pressed and reloads the page on Reload Page', () => {
    const onReset = vi.fn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<ErrorScreen error="plain text failure" onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReset).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('AppErrorBoundary', () => {
  it('catches a render error and renders the children again after Try Again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    broken = true;

    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/first render fails/)).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    vi.restoreAllMocks();
  });
});
