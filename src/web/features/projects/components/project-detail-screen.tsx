import {
  ChevronLeftIcon,
  FileTextIcon,
  GlobeIcon,
  LockIcon,
  MessageSquareIcon,
  SettingsIcon,
  Share2Icon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useProjectScreen } from '../hooks/use-project-screen.tsx';
import { plural, relativeTime } from '../lib/format.ts';
import { ProjectChats } from './project-chats.tsx';
import { ProjectDocuments } from './project-documents.tsx';
import { StageProgress } from './stage-progress.tsx';

interface ProjectDetailScreenProps {
  projectId: string;
  /** The project's pages, bounded contexts and infrastructure (its own "Structure" section), from the route. */
  structure: ReactNode;
}

/** /projects/:projectId: what the project is, how far it got, its chats, documents and structure. */
export function ProjectDetailScreen({ projectId, structure }: ProjectDetailScreenProps) {
  const screen = useProjectScreen(projectId, (project) => project.name);
  if (screen.blocked) return screen.blocked;
  const data = screen.project;
  const shared = data.visibility === 'link';
  return (
    <PageContainer className="py-6 sm:py-10">
      <Link
        to="/projects"
        className="inline-flex items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
      >
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        Projects
      </Link>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-2xl tracking-tight sm:text-3xl">{data.name}</h1>
          {data.description ? (
            <p className="mt-2 max-w-prose whitespace-pre-line text-muted-foreground">{data.description}</p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
            <span className="inline-flex items-center gap-1">
              {shared ? (
                <GlobeIcon className="size-3.5" aria-hidden="true" />
              ) : (
                <LockIcon className="size-3.5" aria-hidden="true" />
              )}
              {shared ? 'Shared by link' : 'Private'}
            </span>
            <span>Last activity {relativeTime(data.lastActivityAt)}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link
            to={`/projects/${data.id}/settings/visibility`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Share2Icon aria-hidden="true" />
            Share
          </Link>
          <Link
            to={`/projects/${data.id}/settings`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </div>
      </div>

      <section aria-label="Journey progress" className="mt-6 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
        <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1.5">
            <FileTextIcon className="size-4" aria-hidden="true" />
            {plural(data.documentCount, 'document')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageSquareIcon className="size-4" aria-hidden="true" />
            {plural(data.chatCount, 'chat')}
          </span>
        </div>
        <StageProgress progress={data.progress} detailed />
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ProjectDocuments project={data} />
        <ProjectChats project={data} />
      </div>

      <div className="mt-8">{structure}</div>
    </PageContainer>
  );
}
