import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ArtefactDetail,
  ArtefactDiff,
  ArtefactList,
  ArtefactVersionDetail,
  ArtefactVersionList,
  DocumentFields,
  UpdateArtefactRequest,
} from '../../../../domain/journey-api.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/session.ts';
import { journeyKeys } from './journey.ts';

export const artefactKeys = {
  all: ['artefacts'] as const,
  forSession: (sessionId: string) => ['artefacts', 'session', sessionId] as const,
  detail: (id: string) => ['artefacts', 'detail', id] as const,
  versions: (id: string) => ['artefacts', 'versions', id] as const,
  version: (id: string, version: number) => ['artefacts', 'version', id, version] as const,
  diff: (id: string, from: number, to: number) => ['artefacts', 'diff', id, from, to] as const,
};

const path = (id: string) => `/api/artefacts/${encodeURIComponent(id)}`;

/** The session's documents in journey order (idea … summary). */
export function useSessionArtefacts(sessionId: string, enabled = true) {
  // Not before the visitor has a user (the anonymous sign-in of a first visit may still be under way): asked
  // sooner, it would only answer 401.
  const signedIn = Boolean(useAuth().user);
  return useQuery({
    queryKey: artefactKeys.forSession(sessionId),
    queryFn: async () =>
      (await api.get<ArtefactList>(`/api/sessions/${encodeURIComponent(sessionId)}/artefacts`)).items,
    enabled: enabled && signedIn,
  });
}

export function getArtefact(id: string): Promise<ArtefactDetail> {
  return api.get<ArtefactDetail>(path(id));
}

export function useArtefact(id: string | null) {
  return useQuery({
    queryKey: artefactKeys.detail(id ?? ''),
    queryFn: () => getArtefact(id ?? ''),
    enabled: Boolean(id),
  });
}

export function useArtefactVersions(id: string) {
  return useQuery({
    queryKey: artefactKeys.versions(id),
    queryFn: async () => (await api.get<ArtefactVersionList>(`${path(id)}/versions`)).items,
  });
}

export function useArtefactVersion(id: string, version: number | null) {
  return useQuery({
    queryKey: artefactKeys.version(id, version ?? 0),
    queryFn: () => api.get<ArtefactVersionDetail>(`${path(id)}/versions/${version}`),
    enabled: version !== null,
  });
}

export function useArtefactDiff(id: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: artefactKeys.diff(id, from ?? 0, to ?? 0),
    queryFn: () => api.get<ArtefactDiff>(`${path(id)}/diff`, { query: { from, to } }),
    enabled: from !== null && to !== null && from !== to,
    // Versions never change once written.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/** After any write: the document, its list, its history and the journey (a save may move the stage). */
function useRefreshAfterWrite(sessionId: string) {
  const queryClient = useQueryClient();
  return (updated: ArtefactDetail) => {
    queryClient.setQueryData(artefactKeys.detail(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: artefactKeys.forSession(sessionId) });
    void queryClient.invalidateQueries({ queryKey: artefactKeys.versions(updated.id) });
    void queryClient.invalidateQueries({ queryKey: journeyKeys.state(sessionId) });
  };
}

export function useUpdateArtefact(sessionId: string, id: string) {
  const refresh = useRefreshAfterWrite(sessionId);
  return useMutation({
    mutationFn: (body: UpdateArtefactRequest) => api.patch<ArtefactDetail>(path(id), body),
    onSuccess: refresh,
  });
}

/** Section-by-section editing: only the changed fields travel; the server merges and validates them. */
export function useUpdateDocumentFields(sessionId: string, id: string) {
  const update = useUpdateArtefact(sessionId, id);
  return { ...update, mutateAsync: (document: DocumentFields) => update.mutateAsync({ document }) };
}

export function useRestoreVersion(sessionId: string, id: string) {
  const refresh = useRefreshAfterWrite(sessionId);
  return useMutation({
    mutationFn: (version: number) => api.post<ArtefactDetail>(`${path(id)}/versions/${version}/restore`),
    onSuccess: refresh,
  });
}

/** The Markdown bundle of every document of the idea (a download the server names). */
export function exportBundleUrl(sessionId: string): string {
  return `/api/sessions/${encodeURIComponent(sessionId)}/artefacts/export`;
}
