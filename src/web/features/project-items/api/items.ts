import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ItemKind } from '../lib/kinds.ts';
import type { ItemList, ProjectItem } from './contract.ts';

const base = (projectId: string, kind: ItemKind) => `/api/projects/${encodeURIComponent(projectId)}/${kind}`;
const one = (projectId: string, kind: ItemKind, id: string) =>
  `${base(projectId, kind)}/${encodeURIComponent(id)}`;

export const itemKeys = {
  project: (projectId: string) => ['project-items', projectId] as const,
  list: (projectId: string, kind: ItemKind) => ['project-items', projectId, kind, 'list'] as const,
  detail: (projectId: string, kind: ItemKind, id: string) =>
    ['project-items', projectId, kind, 'detail', id] as const,
};

export function useItemList<K extends ItemKind>(projectId: string, kind: K, enabled = true) {
  return useQuery({
    queryKey: itemKeys.list(projectId, kind),
    queryFn: async () => (await api.get<ItemList<K>>(base(projectId, kind))).items,
    enabled,
  });
}

export function useItem<K extends ItemKind>(projectId: string, kind: K, id: string, enabled = true) {
  return useQuery({
    queryKey: itemKeys.detail(projectId, kind, id),
    queryFn: () => api.get<ProjectItem<K>>(one(projectId, kind, id)),
    enabled,
  });
}

/** After a write every list and the derivation preview of the project may change (counts, proposals, links). */
function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: itemKeys.project(projectId) });
}

export function useCreateItem<K extends ItemKind>(projectId: string, kind: K) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<ProjectItem<K>>(base(projectId, kind), body),
    onSuccess: refresh,
  });
}

export function useUpdateItem<K extends ItemKind>(projectId: string, kind: K, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.patch<ProjectItem<K>>(one(projectId, kind, id), body),
    onSuccess: (updated) => {
      queryClient.setQueryData(itemKeys.detail(projectId, kind, id), updated);
      void refresh();
    },
  });
}

export function useDeleteItem(projectId: string, kind: ItemKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(one(projectId, kind, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: itemKeys.detail(projectId, kind, id) });
      void queryClient.invalidateQueries({ queryKey: itemKeys.project(projectId) });
    },
  });
}
