// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sw = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
  options: undefined as unknown,
}));

vi.mock('../hooks/register-sw.ts', () => ({
  useRegisterSW: (options: unknown) => {
    sw.options = options;
    return {
      needRefresh: [sw.needRefresh, sw.setNeedRefresh],
      offlineReady: [false, vi.fn()],
      updateServiceWorker: sw.updateServiceWorker,
    };
  },
}));

const { UpdatePrompt } = await import('./update-prompt.tsx');
const { checkForUpdate, UPDATE_CHECK_INTERVAL_MS } = await import('../hooks/use-app-update.ts');

beforeEach(() => {
  sw.needRefresh = false;
  sw.setNeedRefresh.mockClear();
  sw.updateServiceWorker.mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('UpdatePrompt', () => {
  it('stays hidden while no new version is waiting', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('New version available')).toBeNull();
  });

  it('shows the banner and activates the new worker with a reload when Update is pressed', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByText('New version available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sw.updateServiceWorker).toHaveBeenCalledWith(true));
  });

  it('hides the banner when dismissed', () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false);
  });

  it('checks for a new worker every 120 s, fetching /sw.js without the cache first', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 200 }));
    const registration = { installing: null, update: vi.fn(async () => {}) };
    render(<UpdatePrompt />);
    const { onRegisteredSW } = sw.options as { onRegisteredSW: (url: string, r: unknown) => void };
    onRegisteredSW('/sw.js', registration);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(registration.update).toHaveBeenCalledOnce();
  });
});

describe('checkForUpdate', () => {
  it('does nothing while a worker is installing or the browser is offline', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 200 }));
    const update = vi.fn(async () => {});
    await checkForUpdate('/sw.js', { installing: {}, update } as unknown as ServiceWorkerRegistration);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await checkForUpdate('/sw.js', { installing: null, update } as unknown as ServiceWorkerRegistration);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('skips the update when /sw.js does not answer 200', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    const update = vi.fn(async () => {});
    await checkForUpdate('/sw.js', { installing: null, update } as unknown as ServiceWorkerRegistration);
    expect(update).not.toHaveBeenCalled();
  });
});
