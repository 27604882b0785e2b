import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../domain/errors.ts';
import { api } from '../../../lib/api-client.ts';
import type { ChatMessage } from '../lib/reply-state.ts';

/** A chat session as `GET /api/sessions` lists it (DESIGN "Fixed interfaces": camelCase, lists as {items}). */
export interface ChatSessionSummary {
  id: string;
  title: string;
  projectId: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

interface ListResponse<T> {
  items: T[];
  nextCursor?: string | null;
}

type Wire = Record<string, unknown>;

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export function toSessionSummary(wire: Wire): ChatSessionSummary {
  return {
    id: str(wire.id),
    title: str(wire.title),
    projectId: typeof wire.projectId === 'string' ? wire.projectId : null,
    isActive: wire.isActive !== false,
    createdAt: str(wire.createdAt ?? wire.created_at),
    updatedAt: str(wire.updatedAt ?? wire.updated_at ?? wire.createdAt),
  };
}

function toChatMessage(wire: Wire): ChatMessage {
  const toolCalls = Array.isArray(wire.toolCalls) ? (wire.toolCalls as Wire[]) : [];
  const tools = toolCalls
    .filter((call) => typeof call.id === 'string')
    .map((call) => ({
      id: str(call.id),
      name: str(call.name, 'tool'),
      status: call.success === false ? ('failed' as const) : ('done' as const),
    }));
  return {
    id: str(wire.id),
    content: str(wire.content),
    isUser: wire.isUser === true || wire.is_user === true,
    timestamp: str(wire.createdAt ?? wire.created_at ?? wire.timestamp),
    status:
      wire.status === 'streaming'
        ? 'generating'
        : wire.status === 'interrupted' || wire.status === 'stopped'
          ? wire.status
          : 'saved',
    ...(tools.length > 0 ? { tools } : {}),
  };
}

export const chatKeys = {
  sessions: ['chat', 'sessions'] as const,
  session: (id: string) => ['chat', 'session', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
};

/** Newest updated first, whatever order the server used. */
export function sortSessions(sessions: readonly ChatSessionSummary[]): ChatSessionSummary[] {
  return [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function listSessions(): Promise<ChatSessionSummary[]> {
  const items: ChatSessionSummary[] = [];
  let cursor: string | undefined;
  // A handful of pages at most for a person; the cap guards against a server that repeats its cursor.
  for (let page = 0; page < 20; page += 1) {
    const data = await api.get<ListResponse<Wire>>('/api/sessions', { query: { cursor } });
    items.push(...data.items.map(toSessionSummary));
    if (!data.nextCursor || data.nextCursor === cursor) break;
    cursor = data.nextCursor;
  }
  return sortSessions(items);
}

export function useSessions(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.sessions, queryFn: listSessions, enabled });
}

export async function getSession(id: string): Promise<ChatSessionSummary> {
  return toSessionSummary(await api.get<Wire>(`/api/sessions/${id}`));
}

export function useSession(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.session(id ?? ''),
    queryFn: () => getSession(id ?? ''),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}

export async function listMessages(sessionId: string): Promise<ChatMessage[]> {
  const data = await api.get<ListResponse<Wire> | Wire[]>(`/api/sessions/${sessionId}/messages`);
  const items = Array.isArray(data) ? data : data.items;
  return items.map(toChatMessage);
}

/**
 * The conversation lives in the query cache: the stream writes into it, so it survives navigating from /chat to
 * /chat/:id mid-reply, and it is never refetched over a reply in progress.
 */
export function useMessages(sessionId: string | undefined, enabled: boolean, streaming: boolean) {
  return useQuery({
    queryKey: chatKeys.messages(sessionId ?? ''),
    queryFn: () => listMessages(sessionId ?? ''),
    enabled: enabled && Boolean(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    // A reply the server is still writing (this page did not start it): look again until it is done.
    refetchInterval: (query) =>
      !streaming && query.state.data?.some((message) => message.status === 'generating') ? 2000 : false,
  });
}

export async function createSession(): Promise<ChatSessionSummary> {
  return toSessionSummary(await api.post<Wire>('/api/sessions', {}));
}

export async function updateSession(
  id: string,
  patch: { title?: string; isActive?: boolean },
): Promise<ChatSessionSummary> {
  return toSessionSummary(await api.patch<Wire>(`/api/sessions/${id}`, patch));
}

/**
 * Stop generating: the server stops the reply it is generating in the session and saves what arrived (the reply's
 * stream then ends with it). `stopped` is false when no reply was running there.
 */
export async function stopReply(sessionId: string): Promise<{ stopped: boolean }> {
  return api.post<{ stopped: boolean }>('/api/chat/stop', { sessionId });
}

export async function deleteSession(id: string): Promise<void> {
  await api.delete<unknown>(`/api/sessions/${id}`);
}

/** SPEC §7: the individual deletes run in parallel, and the whole fails if any fails. */
export async function deleteAllSessions(ids: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => deleteSession(id)));
  if (results.some((result) => result.status === 'rejected')) {
    throw new Error(errorMessage('DELETE_SOME_SESSIONS_FAILED'));
  }
}

export async function generateSessionTitle(sessionId: string, ideaContent: string): Promise<string> {
  const data = await api.post<{ title: string }>('/api/generate-session-title', { sessionId, ideaContent });
  return data.title;
}

/** Puts a changed session into the cached list (and its own entry) at once. */
export function usePatchSessionCache() {
  const queryClient = useQueryClient();
  return (session: Partial<ChatSessionSummary> & { id: string }) => {
    queryClient.setQueryData<ChatSessionSummary[]>(chatKeys.sessions, (list) => {
      if (!list) return list;
      const known = list.some((item) => item.id === session.id);
      const next = known
        ? list.map((item) => (item.id === session.id ? { ...item, ...session } : item))
        : [{ ...toSessionSummary({}), ...session } as ChatSessionSummary, ...list];
      return sortSessions(next);
    });
    queryClient.setQueryData<ChatSessionSummary>(chatKeys.session(session.id), (current) =>
      current ? { ...current, ...session } : current,
    );
  };
}

export function useSessionMutations() {
  const queryClient = useQueryClient();
  const patchCache = usePatchSessionCache();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => updateSession(id, { title }),
    onMutate: ({ id, title }) => patchCache({ id, title }),
    onError: () => invalidate(),
    onSuccess: (session) => patchCache(session),
  });
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => updateSession(id, { isActive }),
    onMutate: ({ id, isActive }) => patchCache({ id, isActive }),
    onError: () => invalidate(),
    onSuccess: (session) => patchCache(session),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSession(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ChatSessionSummary[]>(chatKeys.sessions, (list) =>
        list?.filter((item) => item.id !== id),
      );
      // Only when nothing shows it any more: an open chat would fetch its deleted messages again (404).
      queryClient.removeQueries({ queryKey: chatKeys.messages(id), type: 'inactive' });
    },
  });
  const removeAll = useMutation({
    mutationFn: (ids: readonly string[]) => deleteAllSessions(ids),
    onSettled: () => invalidate(),
  });
  return { rename, setActive, remove, removeAll };
}
