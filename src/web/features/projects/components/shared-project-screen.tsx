import { ChevronDownIcon, EyeIcon, LinkIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { isNotFound, useSharedProject } from '../api/projects.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime } from '../lib/format.ts';
import { useRenderMarkdown } from './markdown-slot.ts';
import { DetailSkeleton, LoadFailed, ProjectUnavailable } from './screen-states.tsx';
import { SharedStructure } from './shared-structure.tsx';
import { StageProgress } from './stage-progress.tsx';

/**
 * /shared/projects/:token: a project someone shared, read-only, for anyone with the link — no account is needed
 * or made. A revoked or unknown link reads as a friendly "not available".
 */
export function SharedProjectScreen({ token }: { token: string }) {
  const shared = useSharedProject(token);
  const render = useRenderMarkdown();
  usePageTitle(shared.data?.name);

  if (isNotFound(shared.error)) {
    return (
      <ProjectUnavailable
        title="This link doesn’t work any more"
        text="The project may have been made private, its link revoked, or the address mistyped. Ask its owner for a new link."
        action={{ to: '/', label: 'Discover Ideaforge' }}
      />
    );
  }
  if (shared.isPending) return <DetailSkeleton />;
  if (shared.isError) {
    return (
      <LoadFailed
        message={failureText(shared.error, 'GET_PROJECTS_FAILED')}
        onRetry={() => void shared.refetch()}
      />
    );
  }
  const project = shared.data;
  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <p className="inline-flex items-center gap-1.5 rounded-full border bg-muted/50 px-2.5 py-1 text-muted-foreground text-xs">
          <EyeIcon className="size-3.5" aria-hidden="true" />
          Shared project · read-only
        </p>
        <h1 className="mt-3 break-words font-semibold text-2xl tracking-tight sm:text-3xl">{project.name}</h1>
        {project.description ? (
          <p className="mt-2 whitespace-pre-line text-muted-foreground">{project.description}</p>
        ) : null}
        <p className="mt-2 text-muted-foreground text-xs">
          Last activity {relativeTime(project.lastActivityAt)}
        </p>

        <section
          aria-label="Journey progress"
          className="mt-6 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
        >
          <StageProgress progress={project.progress} detailed />
        </section>

        <section aria-labelledby="shared-documents" className="mt-10">
          <h2 id="shared-documents" className="font-semibold text-xl">
            Documents
          </h2>
          {project.documents.length === 0 ? (
            <p className="mt-3 text-muted-foreground text-sm">This project has no documents yet.</p>
          ) : (
            <>
              <nav aria-label="Documents" className="mt-3 flex flex-wrap gap-2">
                {project.documents.map((document) => (
                  <a
                    key={document.id}
                    href={`#doc-${document.id}`}
                    className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <LinkIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    {ARTEFACT_TYPE_LABELS[document.artefactType]}
                  </a>
                ))}
              </nav>
              <div className="mt-4 grid gap-4">
                {project.documents.map((document, index) => (
                  <details
                    key={document.id}
                    id={`doc-${document.id}`}
                    open={index === 0 || project.documents.length <= 2}
                    className="group scroll-mt-20 rounded-xl border bg-card shadow-xs"
                  >
                    <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-5 [&::-webkit-details-marker]:hidden">
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-base">{document.name}</span>
                        <span className="block text-muted-foreground text-xs">
                          {ARTEFACT_TYPE_LABELS[document.artefactType]} · updated{' '}
                          {relativeTime(document.updatedAt)}
                        </span>
                      </span>
                      <ChevronDownIcon
                        className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <div className="border-t px-4 py-4 sm:px-5">{render(document.content)}</div>
                  </details>
                ))}
              </div>
            </>
          )}
        </section>

        <SharedStructure project={project} />

        <div className="mt-12 flex flex-col items-center gap-3 rounded-2xl border border-dashed p-6 text-center">
          <p className="text-sm">
            Made with Ideaforge: shape a raw idea into a product plan with an AI guide.
          </p>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <SparklesIcon aria-hidden="true" />
            Shape your own idea
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
