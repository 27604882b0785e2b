import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ItemKind } from '../lib/kinds.ts';
import { type ItemList, type ProjectItem, SCHEMAS } from './contract.ts';

const base = (projectId: string, kind: ItemKind) => `/api/projects/${encodeURIComponent(projectId)}/${kind}`;
const one = (projectId: string, kind: ItemKind, id: string) =>
  `${base(projectId, kind)}/${encodeURIComponent(id)}`;

export const itemKeys = {
  project: (projectId: string) => ['project-items', projectId] as const,
  list: (projectId: string, kind: ItemKind) => ['project-items', projectId, kind, 'list'] as const,
  detail: (projectId: string, kind: ItemKind, id: string) =>
    ['project-items', projectId, kind, 'detail', id] as const,
};

/** Responses are parsed with the contract's schemas, so a server drifting from it fails loudly here. */
function parseItem<K extends ItemKind>(kind: K, data: unknown): ProjectItem<K> {
  return SCHEMAS[kind].item.parse(data) as ProjectItem<K>;
}

export async function fetchItemList<K extends ItemKind>(projectId: string, kind: K): Promise<ItemList<K>> {
  return SCHEMAS[kind].list.parse(await api.get<unknown>(base(projectId, kind))) as ItemList<K>;
}

/** The kind's list as the server gives it (pages; contexts with the map; infrastructure with the cost total). */
export function useItemList<K extends ItemKind>(projectId: string, kind: K, enabled = true) {
  return useQuery({
    queryKey: itemKeys.list(projectId, kind),
    queryFn: () => fetchItemList(projectId, kind),
    enabled,
  });
}

export function useItem<K extends ItemKind>(projectId: string, kind: K, id: string, enabled = true) {
  return useQuery({
    queryKey: itemKeys.detail(projectId, kind, id),
    queryFn: async () => parseItem(kind, await api.get<unknown>(one(projectId, kind, id))),
    enabled,
  });
}

/** After a write every list and the derivation preview of the project may change (counts, proposals, links). */
function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: itemKeys.project(projectId) });
}

export function useCreateItem<K extends ItemKind>(projectId: string, kind: K) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      parseItem(kind, await api.post<unknown>(base(projectId, kind), body)),
    onSuccess: (created) => {
      queryClient.setQueryData(itemKeys.detail(projectId, kind, created.id), created);
      void refresh();
    },
  });
}

export function useUpdateItem<K extends ItemKind>(projectId: string, kind: K, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      parseItem(kind, await api.patch<unknown>(one(projectId, kind, id), body)),
    onSuccess: (updated) => {
      queryClient.setQueryData(itemKeys.detail(projectId, kind, id), updated);
      void refresh();
    },
  });
}

export function useDeleteItem(projectId: string, kind: ItemKind, id: string) {
  const queryClient = useQueryClient();
  const gone = itemKeys.detail(projectId, kind, id);
  return useMutation({
    mutationFn: () => api.delete<void>(one(projectId, kind, id)),
    // Everything but the deleted item itself: reading it again now would only answer 404 while the screen leaves.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: itemKeys.project(projectId),
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(gone),
      }),
  });
}
