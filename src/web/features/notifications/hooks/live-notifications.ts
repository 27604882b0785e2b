import type { QueryClient } from '@tanstack/react-query';
import { connectRealtime, type RealtimeConnection } from '../../../lib/realtime-client.ts';
import { fetchUnreadCount, notificationKeys } from '../api/notifications.ts';

/**
 * The live half of the count provider (loaded after the first paint): reads the count, listens on the user's
 * room, and on every (re)connection and every return to the tab re-reads the count and the lists, so a dropped
 * connection never leaves a wrong number behind.
 */
export function startLiveNotifications(options: {
  queryClient: QueryClient;
  onCount(count: number): void;
  onLive(live: boolean): void;
}): { refresh(): Promise<void>; stop(): void } {
  const { queryClient } = options;
  let stopped = false;
  let connection: RealtimeConnection | undefined;

  const refresh = async () => {
    try {
      const count = await fetchUnreadCount();
      if (!stopped) options.onCount(count);
    } catch (error) {
      console.warn('Could not read the unread notification count', error);
    }
  };
  const resync = () => {
    void refresh();
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };

  void refresh();
  void connectRealtime({
    onConnect: () => {
      options.onLive(true);
      resync();
    },
    onDisconnect: () => options.onLive(false),
    'notification:created': ({ unreadCount }) => {
      options.onCount(unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    'notification:updated': ({ unreadCount }) => {
      options.onCount(unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    'notifications:changed': ({ unreadCount }) => {
      options.onCount(unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  }).then(
    (opened) => {
      if (stopped) opened.close();
      else connection = opened;
    },
    (error: unknown) => console.warn('Realtime connection unavailable', error),
  );

  const onVisible = () => {
    if (document.visibilityState === 'visible') resync();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', resync);

  return {
    refresh,
    stop() {
      stopped = true;
      connection?.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', resync);
    },
  };
}
