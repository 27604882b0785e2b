import { DownloadIcon, MapIcon, PrinterIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ArtefactType } from '../../../../domain/artefact.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useCodeRenderer } from '../../../lib/code-renderers.tsx';
import { exportBundleUrl, useSessionArtefacts } from '../api/artefacts.ts';
import { useJourney } from '../api/journey.ts';
import { useLiveDocuments } from '../hooks/use-live-documents.ts';
import { DocumentView } from './document-view.tsx';
import { JourneyProgress } from './journey-progress.tsx';
import { PrintView } from './print-view.tsx';
import { StageList } from './stage-list.tsx';

export interface DocumentPanelProps {
  sessionId: string;
  /** Sends a chat message in this session (the "ask the assistant to reconcile" button). */
  onAsk: (text: string) => void;
  /** A reply is streaming: asking again waits. */
  busy: boolean;
  onClose?: () => void;
}

type PanelView = { kind: 'list' } | { kind: 'document'; id: string | null; type: ArtefactType };

function PanelSkeleton() {
  return (
    <div className="space-y-4 p-4" role="status" aria-label="Loading documents">
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      <div className="h-2 animate-pulse rounded-full bg-muted" />
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3">
          <div className="size-5 animate-pulse rounded-full bg-muted" />
          <div className="h-12 flex-1 animate-pulse rounded-md bg-muted" />
        </div>
      ))}
    </div>
  );
}

function JourneyMap({ flowchart }: { flowchart: string }) {
  const Mermaid = useCodeRenderer('mermaid');
  const [open, setOpen] = useState(false);
  if (!Mermaid || !flowchart) return null;
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-7 px-2 text-muted-foreground"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <MapIcon />
        {open ? 'Hide the journey map' : 'Show the journey map'}
      </Button>
      {open ? <Mermaid code={flowchart} messageId={null} streaming={false} /> : null}
    </div>
  );
}

/** The session's documents beside the chat: journey progress and readiness, documents by stage, exports. */
export function DocumentPanel({ sessionId, onAsk, busy, onClose }: DocumentPanelProps) {
  const journey = useJourney(sessionId);
  const artefacts = useSessionArtefacts(sessionId);
  const drafts = useLiveDocuments(sessionId);
  const [view, setView] = useState<PanelView>({ kind: 'list' });
  const [printing, setPrinting] = useState<string[] | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);
  const items = artefacts.data ?? [];

  // A document being written for the first time gets its id once saved: follow it.
  const openType = view.kind === 'document' ? view.type : null;
  const openId =
    view.kind === 'document'
      ? (view.id ?? items.find((item) => item.artefactType === openType)?.id ?? null)
      : null;

  let body: React.ReactNode;
  if (journey.isPending || artefacts.isPending) body = <PanelSkeleton />;
  else if (journey.isError || artefacts.isError) {
    body = (
      <div className="space-y-3 p-4" role="alert">
        <p className="text-destructive text-sm">{(journey.error ?? artefacts.error)?.message}</p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void Promise.all([journey.refetch(), artefacts.refetch()])}
        >
          <RotateCcwIcon />
          Try again
        </Button>
      </div>
    );
  } else if (view.kind === 'document' && openType) {
    body = (
      <DocumentView
        key={openId ?? openType}
        sessionId={sessionId}
        artefactId={openId}
        type={openType}
        draft={drafts[openType]}
        busy={busy}
        onBack={() => setView({ kind: 'list' })}
        onAsk={onAsk}
        onPrint={setPrinting}
      />
    );
  } else {
    body = (
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-3">
        <JourneyProgress journey={journey.data} />
        <JourneyMap flowchart={journey.data.flowchart} />
        {items.length === 0 && Object.keys(drafts).length === 0 ? (
          <p className="rounded-md border border-dashed p-3 text-muted-foreground text-sm">
            Answer the guide’s questions: your idea, PRD, MVP, domain model, tech stack and summary appear
            here as they are written, and you can edit them.
          </p>
        ) : null}
        <StageList
          journey={journey.data}
          artefacts={items}
          drafts={drafts}
          onOpen={(id) => {
            const type = items.find((item) => item.id === id)?.artefactType;
            if (type) setView({ kind: 'document', id, type });
          }}
          onOpenDraft={(type) => setView({ kind: 'document', id: null, type })}
        />
      </div>
    );
  }

  const hasDocuments = items.length > 0;
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="document-panel">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b px-4">
        <h2 className="font-semibold text-base">Documents</h2>
        {hasDocuments ? <span className="text-muted-foreground text-xs">{items.length} of 6</span> : null}
        {onClose ? (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8"
            onClick={onClose}
            aria-label="Close documents"
          >
            <XIcon />
          </Button>
        ) : null}
      </div>
      {body}
      {view.kind === 'list' && hasDocuments ? (
        <div className="flex shrink-0 flex-wrap gap-2 border-t px-4 py-3">
          <a
            href={exportBundleUrl(sessionId)}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <DownloadIcon />
            Download all (.md)
          </a>
          <Button variant="outline" size="sm" onClick={() => setPrinting(items.map((item) => item.id))}>
            <PrinterIcon />
            Print / PDF
          </Button>
        </div>
      ) : null}
      {printing ? (
        <PrintView title={journey.data?.title ?? 'Your idea'} artefactIds={printing} onDone={donePrinting} />
      ) : null}
    </div>
  );
}
