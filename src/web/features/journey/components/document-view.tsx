import {
  ArrowLeftIcon,
  DownloadIcon,
  FileTextIcon,
  HistoryIcon,
  LoaderCircleIcon,
  PrinterIcon,
  RotateCcwIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useState } from 'react';
import { ARTEFACT_TYPE_LABELS, type ArtefactType } from '../../../../domain/artefact.ts';
import { type ArtefactDetail, reconcilePrompt } from '../../../../domain/journey-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { downloadBlob } from '../../../lib/download-file.ts';
import { useArtefact, useUpdateArtefact } from '../api/artefacts.ts';
import type { LiveDraft } from '../hooks/use-live-documents.ts';
import { documentFilename } from '../lib/document-fields.ts';
import { formatWhen } from '../lib/format-when.ts';
import { FreeDocument, StructuredDocument } from './document-sections.tsx';
import { VersionHistory } from './version-history.tsx';

interface DocumentViewProps {
  sessionId: string;
  /** The stored document; null for one the assistant is writing for the first time. */
  artefactId: string | null;
  type: ArtefactType;
  draft: LiveDraft | undefined;
  busy: boolean;
  onBack: () => void;
  onAsk: (text: string) => void;
  onPrint: (artefactIds: string[]) => void;
}

function OutOfDate({
  artefact,
  busy,
  onAsk,
}: {
  artefact: ArtefactDetail;
  busy: boolean;
  onAsk: (text: string) => void;
}) {
  const because = artefact.outOfDateBecause.map((type) => ARTEFACT_TYPE_LABELS[type]).join(' and ');
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
      role="status"
    >
      <p className="flex items-start gap-2">
        <TriangleAlertIcon
          className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
          aria-hidden="true"
        />
        <span>
          <span className="font-medium">May be out of date.</span> The {because || 'earlier documents'}{' '}
          changed after this document was written.
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        disabled={busy}
        onClick={() => onAsk(reconcilePrompt(artefact.artefactType, artefact.outOfDateBecause))}
      >
        <SparklesIcon />
        Ask the assistant to reconcile
      </Button>
    </div>
  );
}

/** One document: rendered section by section (editable), its history and diffs, export and print. */
export function DocumentView({
  sessionId,
  artefactId,
  type,
  draft,
  busy,
  onBack,
  onAsk,
  onPrint,
}: DocumentViewProps) {
  const artefact = useArtefact(artefactId);
  const update = useUpdateArtefact(sessionId, artefactId ?? '');
  const [tab, setTab] = useState<'document' | 'history'>('document');
  const data = artefact.data;
  const writing = Boolean(draft);
  const label = ARTEFACT_TYPE_LABELS[type];

  // While the assistant writes, its fields show over the stored ones.
  const stored = data?.document ?? null;
  const shown = draft
    ? draft.mode === 'update' && stored
      ? { ...stored, ...draft.fields }
      : draft.fields
    : stored;

  let body: React.ReactNode;
  if (artefactId && artefact.isPending) {
    body = (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
        Opening the document…
      </p>
    );
  } else if (artefact.isError) {
    body = (
      <div className="space-y-2" role="alert">
        <p className="text-destructive text-sm">{artefact.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void artefact.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </div>
    );
  } else if (tab === 'history' && artefactId) {
    body = <VersionHistory sessionId={sessionId} artefactId={artefactId} />;
  } else if (shown) {
    body = (
      <StructuredDocument
        type={type}
        document={shown}
        readOnly={writing || !data}
        onSaveField={async (fields) => {
          await update.mutateAsync({ document: fields });
        }}
      />
    );
  } else if (data) {
    body = (
      <FreeDocument
        content={data.content}
        readOnly={writing}
        onSaveContent={async (content) => {
          await update.mutateAsync({ content });
        }}
      />
    );
  } else {
    body = <p className="text-muted-foreground text-sm">The assistant is starting this document…</p>;
  }

  const exportOne = () => {
    if (!data) return;
    downloadBlob(
      new Blob([data.content], { type: 'text/markdown;charset=utf-8' }),
      documentFilename(type, data.title),
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="document-view">
      <div className="flex shrink-0 items-center gap-1 border-b px-2 py-1.5">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon />
          Documents
        </Button>
        <div className="ml-auto flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={!data}
            onClick={exportOne}
            aria-label="Export as Markdown"
            title="Export as Markdown"
          >
            <DownloadIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={!data}
            onClick={() => data && onPrint([data.id])}
            aria-label="Print or save as PDF"
            title="Print or save as PDF"
          >
            <PrinterIcon />
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
          <FileTextIcon className="size-3.5 text-primary" aria-hidden="true" />
          <span className="font-medium text-foreground">{label}</span>
          {data ? (
            <span>
              v{data.version} · updated {formatWhen(data.updatedAt)}
            </span>
          ) : null}
          {writing ? (
            <span className="inline-flex items-center gap-1 text-primary" role="status">
              <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
              The assistant is writing…
            </span>
          ) : null}
        </div>
        {data?.outOfDate && tab === 'document' ? (
          <div className="mb-3">
            <OutOfDate artefact={data} busy={busy} onAsk={onAsk} />
          </div>
        ) : null}
        {artefactId ? (
          <div className="mb-3 flex gap-1 rounded-lg bg-muted p-1" role="tablist" aria-label="Document views">
            {(['document', 'history'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                onClick={() => setTab(value)}
                className={cn(
                  'flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  tab === value
                    ? 'bg-background font-medium shadow-xs'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {value === 'document' ? (
                  <FileTextIcon className="size-3.5" aria-hidden="true" />
                ) : (
                  <HistoryIcon className="size-3.5" aria-hidden="true" />
                )}
                {value === 'document' ? 'Document' : 'History'}
              </button>
            ))}
          </div>
        ) : null}
        {artefactId ? (
          <div role="tabpanel" aria-label={tab === 'document' ? 'Document' : 'History'}>
            {body}
          </div>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
