import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApplyDerivationResult,
  applyDerivationResultSchema,
  type DerivationPreview,
  derivationPreviewSchema,
} from '../../../../domain/project-items-api.ts';
import { type ProjectDetail, projectDetailSchema } from '../../../../domain/projects-api.ts';
import { api } from '../../../lib/api-client.ts';
import { itemKeys } from './items.ts';

const derivationPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/derivation`;

export const derivationKeys = {
  preview: (projectId: string) => [...itemKeys.project(projectId), 'derivation'] as const,
};

/**
 * What re-deriving from the documents would change. The server computes it on demand (nothing is stored), so it is
 * read when a screen shows the banner and again whenever the user asks to check.
 */
export function useDerivationPreview(projectId: string, enabled = true) {
  return useQuery({
    queryKey: derivationKeys.preview(projectId),
    queryFn: async (): Promise<DerivationPreview> =>
      derivationPreviewSchema.parse(await api.get<unknown>(derivationPath(projectId))),
    enabled,
  });
}

/** Applies the chosen proposals; the answer carries the proposals still open, shown at once. */
export function useAcceptProposals(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accept: string[]): Promise<ApplyDerivationResult> =>
      applyDerivationResultSchema.parse(await api.post<unknown>(derivationPath(projectId), { accept })),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: itemKeys.project(projectId) });
      queryClient.setQueryData(derivationKeys.preview(projectId), result.preview);
    },
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
