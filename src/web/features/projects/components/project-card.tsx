import { FileTextIcon, GlobeIcon, MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../../domain/projects-api.ts';
import { plural, relativeTime } from '../lib/format.ts';
import { StageProgress } from './stage-progress.tsx';

/** One project in the list: the whole card opens it. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-4 shadow-xs transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:border-primary/40 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold text-base leading-snug">
          <Link
            to={`/projects/${project.id}`}
            className="line-clamp-2 break-words outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {project.name}
          </Link>
        </h2>
        {project.visibility === 'link' ? (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-muted-foreground text-xs"
            title="Anyone with the link can view it"
          >
            <GlobeIcon className="size-3" aria-hidden="true" />
            Shared
          </span>
        ) : null}
      </div>
      <p className="mt-1 line-clamp-2 min-h-10 text-muted-foreground text-sm">
        {project.description || 'No description yet.'}
      </p>
      <StageProgress progress={project.progress} className="mt-4" />
      <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <div className="flex items-center gap-1">
          <dt className="sr-only">Documents</dt>
          <FileTextIcon className="size-3.5" aria-hidden="true" />
          <dd>{plural(project.documentCount, 'document')}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Chats</dt>
          <MessageSquareIcon className="size-3.5" aria-hidden="true" />
          <dd>{plural(project.chatCount, 'chat')}</dd>
        </div>
        <div className="ml-auto flex items-center gap-1">
          <dt className="sr-only">Last activity</dt>
          <dd>
            <time dateTime={project.lastActivityAt} title={new Date(project.lastActivityAt).toLocaleString()}>
              {relativeTime(project.lastActivityAt)}
            </time>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="rounded-xl border bg-card p-5" aria-hidden="true">
      <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
      <div className="mt-3 h-3.5 w-full animate-pulse rounded bg-muted" />
      <div className="mt-2 h-3.5 w-4/5 animate-pulse rounded bg-muted" />
      <div className="mt-5 h-1.5 w-full animate-pulse rounded-full bg-muted" />
      <div className="mt-5 h-3 w-1/2 animate-pulse rounded bg-muted" />
    </div>
  );
}
