import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    dismiss: vi.fn(),
  });
  return { toast };
});

vi.mock('sonner', () => ({ toast: sonner.toast }));

const { SINGLE_TOAST_DURATION_MS, SINGLE_TOASTER_ID, toast, toastSingle } = await import('./toast.ts');

/** sonner is imported lazily: let the queued calls run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toastSingle', () => {
  it('shows on the single toaster for 5 s', async () => {
    const id = toastSingle('Saved');
    await flush();
    expect(sonner.toast).toHaveBeenCalledWith(
      'Saved',
      expect.objectContaining({ id, toasterId: SINGLE_TOASTER_ID, duration: SINGLE_TOAST_DURATION_MS }),
    );
  });

  it('dismisses the previous single toast before showing the next', async () => {
    const first = toastSingle('First');
    const second = toastSingle('Second', { kind: 'error' });
    await flush();
    expect(second).not.toBe(first);
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(first);
    expect(sonner.toast.error).toHaveBeenCalledWith('Second', expect.objectContaining({ id: second }));
    const dismissOrder = sonner.toast.dismiss.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
    const showOrder = sonner.toast.error.mock.invocationCallOrder[0] ?? 0;
    expect(dismissOrder).toBeLessThan(showOrder);
  });
});

describe('toast', () => {
  it('uses the default toaster and never dismisses earlier toasts', async () => {
    const a = toast('One');
    const b = toast.success('Two');
    await flush();
    expect(a).not.toBe(b);
    expect(sonner.toast).toHaveBeenCalledWith(
      'One',
      expect.not.objectContaining({ toasterId: expect.anything() }),
    );
    expect(sonner.toast.success).toHaveBeenCalledWith('Two', expect.objectContaining({ id: b }));
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
  });
});
