import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ArtefactDetail,
  type ArtefactSummary,
  artefactDetailSchema,
  artefactListSchema,
} from '../../../../domain/journey-api.ts';
import {
  type CreateProjectRequest,
  type ProjectChatChoice,
  type ProjectDetail,
  type ProjectSort,
  projectDetailSchema,
  projectListSchema,
  type SaveToProjectResult,
  saveToProjectResultSchema,
  sharedProjectSchema,
  type UpdateProjectRequest,
} from '../../../../domain/projects-api.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The projects' requests (src/domain/projects-api.ts) and their TanStack Query hooks. Every answer is parsed with the
 * domain's schema, so a server that drifts from the contract fails loudly here rather than deep in a component.
 */

export interface ProjectListParams {
  search: string;
  sort: ProjectSort;
}

export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  /** Every project, for pickers (the chat's "link to a project"). */
  picker: ['projects', 'picker'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  artefacts: (id: string) => ['projects', 'artefacts', id] as const,
  sessionArtefacts: (sessionId: string) => ['projects', 'session-artefacts', sessionId] as const,
  artefact: (id: string) => ['projects', 'artefact', id] as const,
  chats: ['projects', 'chats'] as const,
  shared: (token: string) => ['projects', 'shared', token] as const,
};

const PAGE_SIZE = 20;
const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

export async function fetchProjectPage(params: ProjectListParams, cursor: string | undefined) {
  const data = await api.get<unknown>('/api/projects', {
    query: { search: params.search || undefined, sort: params.sort, cursor, limit: PAGE_SIZE },
  });
  return projectListSchema.parse(data);
}

/** One page at a time by cursor; the next loads as the list scrolls. */
export function useProjectList(params: ProjectListParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam }) => fetchProjectPage(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // A new search or sort keeps the current cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every project by name (a person has a handful; capped at ten pages), for the chat's project picker. */
export function useAllProjects(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.picker,
    queryFn: async () => {
      const items = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page += 1) {
        const data = await fetchProjectPage({ search: '', sort: 'name' }, cursor);
        items.push(...data.items);
        if (!data.nextCursor || data.nextCursor === cursor) break;
        cursor = data.nextCursor;
      }
      return items;
    },
    enabled,
  });
}

export async function getProject(id: string): Promise<ProjectDetail> {
  return projectDetailSchema.parse(await api.get<unknown>(projectPath(id)));
}

export function useProject(id: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(id),
    enabled: enabled && id !== '',
    // A 404 (gone, or another user's) will not come back on its own.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/** After a change: the detail takes the server's answer; every list and picker reads again. */
export function rememberProject(queryClient: QueryClient, project: ProjectDetail) {
  queryClient.setQueryData(projectKeys.detail(project.id), project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
  void queryClient.invalidateQueries({ queryKey: projectKeys.picker });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProjectRequest) =>
      projectDetailSchema.parse(await api.post<unknown>('/api/projects', body)),
    onSuccess: (project) => rememberProject(queryClient, project),
  });
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProjectRequest) =>
      projectDetailSchema.parse(await api.patch<unknown>(projectPath(id), body)),
    onSuccess: (project) => rememberProject(queryClient, project),
  });
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chats: ProjectChatChoice | undefined) =>
      api.delete<void>(projectPath(id), { query: { chats } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      void queryClient.invalidateQueries({ queryKey: projectKeys.picker });
      void queryClient.invalidateQueries({ queryKey: projectKeys.chats });
      refreshChatCaches(queryClient);
    },
  });
}

/** A chat as the picker shows it (GET /api/sessions; only the fields used here). */
const chatSchema = z.object({
  id: z.string(),
  title: z.string(),
  projectId: z.string().nullable().optional(),
  updatedAt: z.string(),
});
export type PickerChat = z.output<typeof chatSchema>;
const chatPageSchema = z.object({ items: z.array(chatSchema), nextCursor: z.string().nullish() });

export function useAllChats(enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.chats,
    queryFn: async () => {
      const items: PickerChat[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 20; page += 1) {
        const data = chatPageSchema.parse(await api.get<unknown>('/api/sessions', { query: { cursor } }));
        items.push(...data.items);
        if (!data.nextCursor || data.nextCursor === cursor) break;
        cursor = data.nextCursor;
      }
      return items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    enabled,
  });
}

/**
 * The chat feature's session caches (its sidebar, the open chat's project) read again. Only those: its message
 * caches are written by the stream and must never be refetched under a reply.
 */
export function refreshChatCaches(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'chat' && (query.queryKey[1] === 'sessions' || query.queryKey[1] === 'session'),
  });
}

function afterChatChange(queryClient: QueryClient, project: ProjectDetail) {
  rememberProject(queryClient, project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.chats });
  refreshChatCaches(queryClient);
}

export function useLinkChat(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      projectDetailSchema.parse(await api.post<unknown>(`${projectPath(projectId)}/sessions`, { sessionId })),
    onSuccess: (project) => afterChatChange(queryClient, project),
  });
}

export function useUnlinkChat(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      projectDetailSchema.parse(
        await api.delete<unknown>(`${projectPath(projectId)}/sessions/${encodeURIComponent(sessionId)}`),
      ),
    onSuccess: (project) => afterChatChange(queryClient, project),
  });
}

/** The project's own documents, in journey order. */
export function useProjectArtefacts(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.artefacts(projectId),
    queryFn: async () =>
      artefactListSchema.parse(await api.get<unknown>(`${projectPath(projectId)}/artefacts`)).items,
    enabled,
  });
}

export async function fetchSessionArtefacts(sessionId: string): Promise<ArtefactSummary[]> {
  return artefactListSchema.parse(
    await api.get<unknown>(`/api/sessions/${encodeURIComponent(sessionId)}/artefacts`),
  ).items;
}

export function useSessionArtefacts(sessionId: string | null) {
  return useQuery({
    queryKey: projectKeys.sessionArtefacts(sessionId ?? ''),
    queryFn: () => fetchSessionArtefacts(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });
}

export function useArtefactDetail(id: string | null) {
  return useQuery({
    queryKey: projectKeys.artefact(id ?? ''),
    queryFn: async (): Promise<ArtefactDetail> =>
      artefactDetailSchema.parse(await api.get<unknown>(`/api/artefacts/${encodeURIComponent(id ?? '')}`)),
    enabled: Boolean(id),
  });
}

export function usePromoteArtefact(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (artefactId: string) =>
      artefactDetailSchema.parse(
        await api.post<unknown>(`${projectPath(projectId)}/promote`, { artefactId }),
      ),
    onSuccess: (artefact) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.artefacts(projectId) });
      if (artefact.sessionId) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.sessionArtefacts(artefact.sessionId) });
      }
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
}

export async function saveChatToProject(sessionId: string, projectId?: string): Promise<SaveToProjectResult> {
  return saveToProjectResultSchema.parse(
    await api.post<unknown>(
      `/api/sessions/${encodeURIComponent(sessionId)}/save-to-project`,
      projectId ? { projectId } : {},
    ),
  );
}

export function useSaveChatToProject(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId?: string) => saveChatToProject(sessionId, projectId),
    onSuccess: ({ project }) => afterChatChange(queryClient, project),
  });
}

/** The chat leaves its project (PATCH /api/sessions/:id {projectId: null}); the project is kept. */
export function useUnlinkFromChat(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api
        .patch<unknown>(`/api/sessions/${encodeURIComponent(sessionId)}`, { projectId: null })
        .then(() => projectId),
    onSuccess: (projectId) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      void queryClient.invalidateQueries({ queryKey: projectKeys.picker });
      void queryClient.invalidateQueries({ queryKey: projectKeys.chats });
      refreshChatCaches(queryClient);
    },
  });
}

/**
 * Pages, contexts (with the context map) and infrastructure the server adds to the shared payload: read loosely and
 * shown when present, so this view keeps working whether or not a server sends them.
 */
const sharedItemSchema = z
  .object({
    id: z.string().optional(),
    name: z.string(),
    purpose: z.string().nullish(),
    status: z.string().nullish(),
    route: z.string().nullish(),
    userStories: z.array(z.string()).nullish(),
    entities: z.array(z.string()).nullish(),
    kind: z.string().nullish(),
    provider: z.string().nullish(),
  })
  .passthrough();
export const sharedProjectViewSchema = sharedProjectSchema.extend({
  pages: z.array(sharedItemSchema).optional(),
  contexts: z.array(sharedItemSchema).optional(),
  contextMap: z.string().nullish(),
  infrastructure: z.array(sharedItemSchema).optional(),
});
export type SharedProjectView = z.output<typeof sharedProjectViewSchema>;
export type SharedItem = z.output<typeof sharedItemSchema>;

export async function getSharedProject(token: string): Promise<SharedProjectView> {
  return sharedProjectViewSchema.parse(
    await api.get<unknown>(`/api/shared/projects/${encodeURIComponent(token)}`, { credentials: 'omit' }),
  );
}

export function useSharedProject(token: string) {
  return useQuery({
    queryKey: projectKeys.shared(token),
    queryFn: () => getSharedProject(token),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}
