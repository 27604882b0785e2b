import { useCallback, useSyncExternalStore } from 'react';

/**
 * Proposals the user dismissed, per project, remembered in this browser. Proposals are computed on demand and
 * never stored, but their keys stay the same while the documents and items do, so a dismissed one stays hidden
 * until something changes — then the new difference has a new key and shows again.
 */
const PREFIX = 'ideaforge:dismissed-proposals:';
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; keys: ReadonlySet<string> }>();
const EMPTY: ReadonlySet<string> = new Set();

function read(projectId: string): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PREFIX + projectId);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(projectId);
  if (cached && cached.raw === raw) return cached.keys;
  let keys: ReadonlySet<string> = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) keys = new Set(parsed.filter((k): k is string => typeof k === 'string'));
  } catch {
    keys = EMPTY;
  }
  cache.set(projectId, { raw, keys });
  return keys;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds keys to the dismissed set, keeping only those still proposed (so the list never grows without bound). */
export function dismissProposals(projectId: string, keys: string[], open: string[]): void {
  const stillOpen = new Set(open);
  const next = [...new Set([...read(projectId), ...keys])].filter((key) => stillOpen.has(key));
  try {
    localStorage.setItem(PREFIX + projectId, JSON.stringify(next));
  } catch {
    // Private mode without storage: the dismissal lasts until the page reloads (the cache below keeps it).
    cache.set(projectId, { raw: null, keys: new Set(next) });
  }
  for (const listener of listeners) listener();
}

export function useDismissedProposals(projectId: string) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => read(projectId),
    () => EMPTY,
  );
  const dismiss = useCallback(
    (keys: string[], open: string[]) => dismissProposals(projectId, keys, open),
    [projectId],
  );
  return { dismissed, dismiss };
}
