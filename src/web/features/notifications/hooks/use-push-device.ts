import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription, notificationKeys, savePushSubscription } from '../api/notifications.ts';

export type PushState = 'checking' | 'unsupported' | 'no-worker' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

function toKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Push for this browser: whether it can, whether it is on, and turning it on or off (server kept in step). */
export function usePushDevice(publicKey: string | undefined) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    const worker = await registration();
    if (!worker) return setState('no-worker');
    setState((await worker.pushManager.getSubscription()) ? 'on' : 'off');
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const enable = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const worker = await registration();
      if (!worker) return setState('no-worker');
      const subscription =
        (await worker.pushManager.getSubscription()) ??
        (await worker.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: toKey(publicKey),
        }));
      await savePushSubscription(subscription.toJSON());
      setState('on');
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.push });
    }
  }, [publicKey, queryClient]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.push });
    }
  }, [queryClient]);

  return { state, busy, enable, disable };
}
