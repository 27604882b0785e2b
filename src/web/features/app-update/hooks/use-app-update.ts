import { useRegisterSW } from './register-sw.ts';

/** SPEC.md §9: look for a new version every 120 s, when online and no worker is already installing. */
export const UPDATE_CHECK_INTERVAL_MS = 120_000;

/**
 * vite-plugin-pwa's periodic check: fetch /sw.js bypassing every cache first (so an offline or failing server
 * does not make the registration throw away the current worker), then ask the registration to update.
 */
export async function checkForUpdate(swUrl: string, registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.installing || !navigator.onLine) return;
  const response = await fetch(swUrl, {
    cache: 'no-store',
    headers: { cache: 'no-store', 'cache-control': 'no-cache' },
  });
  if (response.status === 200) await registration.update();
}

export interface AppUpdate {
  needRefresh: boolean;
  /** Activates the waiting worker; the page reloads once it controls the page. */
  update: () => Promise<void>;
  dismiss: () => void;
}

export function useAppUpdate(): AppUpdate {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        checkForUpdate(swUrl, registration).catch(() => {
          // A failed check is retried at the next interval.
        });
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
  return {
    needRefresh,
    update: () => updateServiceWorker(true),
    dismiss: () => setNeedRefresh(false),
  };
}
