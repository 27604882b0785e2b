import { ArrowUpFromLineIcon, FileTextIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import type { ArtefactSummary } from '../../../../domain/journey-api.ts';
import type { ProjectDetail } from '../../../../domain/projects-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useProjectArtefacts } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime } from '../lib/format.ts';
import { DocumentReader } from './document-reader.tsx';
import { PromoteDialog } from './promote-dialog.tsx';
import { Section } from './section.tsx';

/** The project's own documents (promoted from its chats or written in it); each opens read-only. */
export function ProjectDocuments({ project }: { project: ProjectDetail }) {
  const documents = useProjectArtefacts(project.id);
  const [reading, setReading] = useState<ArtefactSummary | null>(null);
  const [promoting, setPromoting] = useState(false);

  let body: React.ReactNode;
  if (documents.isPending) {
    body = (
      <ul className="space-y-2 p-4" role="status" aria-label="Loading documents">
        {[0, 1, 2].map((row) => (
          <li key={row} className="h-12 animate-pulse rounded-lg bg-muted" />
        ))}
      </ul>
    );
  } else if (documents.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
        <p>{failureText(documents.error, 'GET_ARTEFACTS_FAILED')}</p>
        <Button variant="outline" size="sm" onClick={() => void documents.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (documents.data.length === 0) {
    body = (
      <p className="px-4 py-8 text-center text-muted-foreground text-sm">
        {project.chats.length > 0
          ? 'No project documents yet. Promote the documents your chats wrote to keep them with the project.'
          : 'No documents yet. Link a chat, then promote the documents it wrote.'}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label="Project documents">
        {documents.data.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              onClick={() => setReading(document)}
              className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
            >
              <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-sm">{document.title}</span>
                <span className="block text-muted-foreground text-xs">
                  {ARTEFACT_TYPE_LABELS[document.artefactType]} · v{document.version} ·{' '}
                  {relativeTime(document.updatedAt)}
                </span>
              </span>
              {document.outOfDate ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-amber-700 text-xs dark:text-amber-400">
                  <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
                  May be out of date
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section
      title="Documents"
      count={documents.data?.length}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPromoting(true)}
          disabled={project.chats.length === 0}
          title={project.chats.length === 0 ? 'Link a chat first' : undefined}
        >
          <ArrowUpFromLineIcon aria-hidden="true" />
          Promote from a chat
        </Button>
      }
    >
      {body}
      <DocumentReader document={reading} onClose={() => setReading(null)} />
      <PromoteDialog project={project} open={promoting} onOpenChange={setPromoting} />
    </Section>
  );
}
