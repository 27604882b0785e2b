import type { ReactElement } from 'react';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { isNotFound, useProject } from '../api/projects.ts';
import { DetailSkeleton, LoadFailed, ProjectUnavailable } from '../components/screen-states.tsx';
import { failureText } from '../lib/failure.ts';
import { usePageTitle } from './use-page-title.ts';

export type ProjectScreenState =
  | { blocked: ReactElement; project?: undefined }
  | { blocked?: undefined; project: ProjectDetail };

/**
 * What every screen of one project shows before it has the project: the session loading, "not available" (signed
 * out, another user's or an unknown project), a skeleton, or the failure with a retry; then the project itself.
 * The page title is `title(project)` once it is known.
 */
export function useProjectScreen(
  projectId: string,
  title: (project: ProjectDetail) => string,
): ProjectScreenState {
  const { status, user } = useAuth();
  const project = useProject(projectId, Boolean(user));
  usePageTitle(project.data ? title(project.data) : undefined);

  if (status === 'loading') return { blocked: <AuthLoading /> };
  if (!user || isNotFound(project.error)) return { blocked: <ProjectUnavailable /> };
  if (project.isPending) return { blocked: <DetailSkeleton /> };
  if (project.isError) {
    return {
      blocked: (
        <LoadFailed
          message={failureText(project.error, 'GET_PROJECTS_FAILED')}
          onRetry={() => void project.refetch()}
        />
      ),
    };
  }
  return { project: project.data };
}
