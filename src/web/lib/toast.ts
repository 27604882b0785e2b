import type { ExternalToast } from 'sonner';

/**
 * The two toast kinds of SPEC.md §2 ("Toasts"), rendered by the two <Toaster>s of app/toasters.tsx.
 * - `toast`: the default toaster, top-center, at most 3 visible, auto-dismissed after 4 s.
 * - `toastSingle`: a second kind holding one toast at a time, dismissed after 5 s; showing one dismisses the
 *   previous first. The spec's "removal delay of 1,000,000 ms" is how long the original kept a dismissed toast in
 *   memory before deleting it; it never shows, so sonner's removal after the exit animation is equivalent.
 *
 * sonner is loaded on first use (it is not needed to paint the first page); ids are made here so callers get one
 * at once, and sonner replays toasts created before its <Toaster> mounted.
 */
export const TOAST_POSITION = 'top-center';
/** Top-center toasts start below the sticky site header (h-16, 64 px), so they never cover its controls. */
export const TOAST_OFFSET = { top: 72 };
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const SINGLE_TOASTER_ID = 'single';
export const SINGLE_TOAST_LIMIT = 1;
export const SINGLE_TOAST_DURATION_MS = 5000;
export const SINGLE_TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastKind = 'default' | 'success' | 'error' | 'info' | 'warning';
export type ToastOptions = Omit<ExternalToast, 'toasterId'> & { kind?: ToastKind };
type ToastId = string | number;

let sonner: Promise<typeof import('sonner')> | undefined;
let counter = 0;
const listeners = new Set<() => void>();
let requested = false;

/** Loads sonner once; every call waits on the same promise, so toasts and dismissals keep their order. */
function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For the toaster host: mount the toasters as soon as anything wants to show a toast. */
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

function show(message: string, options: ToastOptions, toasterId?: string): ToastId {
  const { kind = 'default', ...rest } = options;
  counter += 1;
  const id = rest.id ?? `toast-${counter}`;
  const data: ExternalToast = { ...rest, id, ...(toasterId ? { toasterId } : {}) };
  loadSonner()
    .then(({ toast: sonnerToast }) => {
      if (kind === 'default') sonnerToast(message, data);
      else sonnerToast[kind](message, data);
    })
    .catch((error: unknown) => console.warn('Could not show a toast', error));
  return id;
}

function dismiss(id?: ToastId): void {
  loadSonner()
    .then(({ toast: sonnerToast }) => sonnerToast.dismiss(id))
    .catch(() => {
      // Nothing was shown, so nothing to dismiss.
    });
}

/** The default kind. */
export const toast = Object.assign((message: string, options: ToastOptions = {}) => show(message, options), {
  success: (message: string, options: ToastOptions = {}) => show(message, { ...options, kind: 'success' }),
  error: (message: string, options: ToastOptions = {}) => show(message, { ...options, kind: 'error' }),
  info: (message: string, options: ToastOptions = {}) => show(message, { ...options, kind: 'info' }),
  warning: (message: string, options: ToastOptions = {}) => show(message, { ...options, kind: 'warning' }),
  dismiss,
});

let currentSingle: ToastId | undefined;

/** The second kind: one at a time, 5 s. */
export function toastSingle(message: string, options: ToastOptions = {}): ToastId {
  if (currentSingle !== undefined) dismiss(currentSingle);
  currentSingle = show(message, { duration: SINGLE_TOAST_DURATION_MS, ...options }, SINGLE_TOASTER_ID);
  return currentSingle;
}

export function dismissSingle(): void {
  if (currentSingle === undefined) return;
  dismiss(currentSingle);
  currentSingle = undefined;
}
