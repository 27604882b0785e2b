import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAuth } from '../../../lib/auth/session.ts';
import { useIdle } from '../../../lib/use-idle.ts';
import {
  COUNT_OUTSIDE_PROVIDER_MESSAGE,
  UPDATE_BADGE_FAILED_MESSAGE,
} from '../notification-count-messages.ts';

export interface NotificationCountState {
  /** The unread count; null until it is first known (or when nobody is signed in). */
  count: number | null;
  /** Whether the live connection is up (a dropped one is resynchronised when it comes back). */
  live: boolean;
  /** Optimistic changes: returns the previous value so a failure can roll back with setCount. */
  adjustCount(delta: number): number | null;
  setCount(count: number | null): void;
  /** Re-reads the count from the server. */
  refresh(): Promise<void>;
}

const NotificationCountContext = createContext<NotificationCountState | null>(null);

/** Follows the count with the app-icon badge where the Badging API exists; failures are only logged. */
function useAppBadge(count: number | null): void {
  const shown = useRef(false);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
    // Unknown count: leave the badge alone, unless one was set (then the user signed out: clear it).
    if (count === null && !shown.current) return;
    const value = count ?? 0;
    shown.current = value > 0;
    const update = value > 0 ? navigator.setAppBadge(value) : navigator.clearAppBadge();
    update.catch((error: unknown) => console.warn(UPDATE_BADGE_FAILED_MESSAGE, error));
  }, [count]);
}

/**
 * Holds the signed-in user's unread notification count for the whole app: read once the page is idle, kept live
 * over socket.io (each event carries the authoritative count) and resynchronised after every reconnect and when
 * the tab becomes visible again. The live part loads lazily, so it costs the first page nothing.
 */
export function NotificationCountProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const idle = useIdle();
  const queryClient = useQueryClient();
  const [count, setCountState] = useState<number | null>(null);
  const [live, setLive] = useState(false);
  const countRef = useRef<number | null>(null);
  const refreshRef = useRef<() => Promise<void>>(async () => {});

  const setCount = useCallback((next: number | null) => {
    countRef.current = next;
    setCountState(next);
  }, []);
  const adjustCount = useCallback(
    (delta: number) => {
      const previous = countRef.current;
      if (previous !== null) setCount(Math.max(0, previous + delta));
      return previous;
    },
    [setCount],
  );

  useEffect(() => {
    setCount(null);
    if (!userId || !idle) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('./live-notifications.ts').then(({ startLiveNotifications }) => {
      if (stopped) return;
      const session = startLiveNotifications({
        queryClient,
        onCount: (next) => setCount(next),
        onLive: setLive,
      });
      refreshRef.current = session.refresh;
      stop = session.stop;
    });
    return () => {
      stopped = true;
      stop?.();
      setLive(false);
      refreshRef.current = async () => {};
    };
  }, [userId, idle, queryClient, setCount]);

  useAppBadge(userId ? count : null);

  const value = useMemo<NotificationCountState>(
    () => ({
      count: userId ? count : null,
      live,
      adjustCount,
      setCount,
      refresh: () => refreshRef.current(),
    }),
    [userId, count, live, adjustCount, setCount],
  );
  return <NotificationCountContext.Provider value={value}>{children}</NotificationCountContext.Provider>;
}

/** The count and its controls; outside NotificationCountProvider it throws (SPEC §8). */
export function useNotificationCount(): NotificationCountState {
  const value = useContext(NotificationCountContext);
  if (!value) throw new Error(COUNT_OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
