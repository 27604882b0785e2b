import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProjectDetail, projectDetailSchema } from '../../../../domain/projects-api.ts';
import { api } from '../../../lib/api-client.ts';
import type { DerivationPreview } from './contract.ts';
import { itemKeys } from './items.ts';

const derivationPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/derivation`;

export const derivationKeys = {
  preview: (projectId: string) => [...itemKeys.project(projectId), 'derivation'] as const,
};

/**
 * What re-deriving from the documents would change. Computed on demand by the server (nothing is stored), so it
 * is read when a screen shows the banner and again when the user asks to check.
 */
export function useDerivationPreview(projectId: string, enabled = true) {
  return useQuery({
    queryKey: derivationKeys.preview(projectId),
    queryFn: () => api.get<DerivationPreview>(derivationPath(projectId)),
    enabled,
  });
}

export function useAcceptProposals(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalIds: string[]) =>
      api.post<DerivationPreview>(derivationPath(projectId), { proposalIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.project(projectId) }),
  });
}

/** The project the items belong to: its name for the breadcrumbs (and a 404 when it is not the caller's). */
export function useProjectHeader(projectId: string, enabled = true) {
  return useQuery({
    queryKey: ['project-items', projectId, 'project'] as const,
    queryFn: async (): Promise<ProjectDetail> =>
      projectDetailSchema.parse(await api.get<unknown>(`/api/projects/${encodeURIComponent(projectId)}`)),
    enabled,
  });
}
