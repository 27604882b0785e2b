import { LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { ARTEFACT_TYPE_LABELS } from '../../../../domain/artefact.ts';
import type { ArtefactSummary } from '../../../../domain/journey-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useArtefactDetail } from '../api/projects.ts';
import { failureText } from '../lib/failure.ts';
import { relativeTime } from '../lib/format.ts';
import { Modal } from './dialog.tsx';
import { useRenderMarkdown } from './markdown-slot.ts';

/** Reads one document of the project in a dialog (read-only; editing happens beside its chat). */
export function DocumentReader({
  document,
  onClose,
}: {
  document: ArtefactSummary | null;
  onClose: () => void;
}) {
  const detail = useArtefactDetail(document?.id ?? null);
  const render = useRenderMarkdown();
  let body: React.ReactNode;
  if (detail.isPending) {
    body = (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
        Opening the document…
      </p>
    );
  } else if (detail.isError) {
    body = (
      <div className="space-y-2" role="alert">
        <p className="text-destructive text-sm">{failureText(detail.error, 'GET_ARTEFACTS_FAILED')}</p>
        <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else {
    body = <article aria-label={document?.title}>{render(detail.data.content)}</article>;
  }
  return (
    <Modal
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title={document?.title ?? 'Document'}
      description={
        document
          ? `${ARTEFACT_TYPE_LABELS[document.artefactType]} · version ${document.version} · updated ${relativeTime(document.updatedAt)}`
          : undefined
      }
      className="sm:max-w-3xl"
    >
      {body}
    </Modal>
  );
}
