import { ChevronRightIcon, FolderXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { useProjectHeader } from '../api/derivation.ts';
import { LoadError } from './screen-states.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.to ?? crumb.label} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="max-w-[16rem] truncate rounded hover:text-foreground hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="max-w-[16rem] truncate text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The route's own title (its handle), so a signed-out visitor still sees which screen the link was for. */
function useScreenTitle(): string {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast((h): h is { title: string } => typeof (h as { title?: unknown })?.title === 'string');
  return handle?.title ?? 'Projects';
}

function Centered({ children }: { children: ReactNode }) {
  return <PageContainer className="flex flex-1 justify-center py-10 sm:py-16">{children}</PageContainer>;
}

/**
 * Every project-item screen: signed-in only, inside a project the caller owns (another's answers 404 and reads as
 * "Project not found"), with breadcrumbs Projects › <project> › … above the screen's own content.
 */
export function ItemsFrame({
  projectId,
  crumbs,
  children,
}: {
  projectId: string;
  /** The crumbs after the project's name. */
  crumbs: Crumb[];
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  const title = useScreenTitle();
  const project = useProjectHeader(projectId, Boolean(user));
  if (status === 'loading') return <AuthLoading />;
  if (!user)
    return (
      <Centered>
        <div className="grid w-full max-w-xl gap-4 rounded-lg border bg-muted/40 p-5 text-sm">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          <p>Sign in, or start a chat, to see your projects and their pages, contexts and infrastructure.</p>
          <div>
            <Link to="/auth" className={buttonVariants()}>
              Sign in
            </Link>
          </div>
        </div>
      </Centered>
    );
  if (project.isError && isApiError(project.error) && project.error.status === 404)
    return (
      <Centered>
        <div className="grid w-full max-w-md justify-items-center gap-3 text-center">
          <FolderXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="font-semibold text-2xl tracking-tight">{project.error.message}</h1>
          <p className="text-muted-foreground text-sm">
            It may have been deleted, or the link belongs to someone else’s project.
          </p>
          <Link to="/projects" className={buttonVariants({ variant: 'outline' })}>
            All projects
          </Link>
        </div>
      </Centered>
    );
  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <Breadcrumbs
          crumbs={[
            { label: 'Projects', to: '/projects' },
            { label: project.data?.name ?? 'Project', to: `/projects/${encodeURIComponent(projectId)}` },
            ...crumbs,
          ]}
        />
        {project.isError && !(isApiError(project.error) && project.error.status === 404) ? (
          <LoadError message={project.error.message} onRetry={() => void project.refetch()} />
        ) : (
          children
        )}
      </div>
    </PageContainer>
  );
}
