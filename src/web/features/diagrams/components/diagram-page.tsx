import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, DownloadIcon, ImageDownIcon, RotateCcwIcon, WorkflowIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { downloadBlob } from '../../../lib/download-file.ts';
import { reportDiagramRendered, useMessageDiagrams } from '../api/diagrams.ts';
import { useMermaidSvg } from '../hooks/use-mermaid-svg.ts';
import { diagramKindLabel, diagramKindOf } from '../lib/diagram-kind.ts';
import { diagramFilename, pngBlob, prepareSvg, svgBlob } from '../lib/export-diagram.ts';
import { DiagramError } from './diagram-error.tsx';
import { DiagramViewer } from './diagram-viewer.tsx';

const FRAME = 'flex h-[calc(100dvh-4rem)] min-h-[26rem] flex-col';

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4 text-center">{children}</div>
  );
}

function BackButton() {
  const navigate = useNavigate();
  // Came from the chat: go back to the same scroll position; opened directly: go to the chats.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return canGoBack ? (
    <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
      <ArrowLeftIcon />
      Back
    </Button>
  ) : (
    <Link to="/chat" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeftIcon />
      Chats
    </Link>
  );
}

function DrawnDiagram({ messageId, content, index }: { messageId: string; content: string; index: number }) {
  const queryClient = useQueryClient();
  const state = useMermaidSvg(content);
  const [exportError, setExportError] = useState<string | null>(null);
  const label = diagramKindLabel(state.diagram?.kind ?? diagramKindOf(content));

  useEffect(() => {
    if (state.status === 'ready') void reportDiagramRendered(queryClient, messageId, content);
  }, [state.status, messageId, content, queryClient]);

  if (state.status === 'invalid' || state.status === 'failed') {
    return (
      <Centered>
        <div className="w-full max-w-2xl rounded-lg border bg-card p-4">
          <DiagramError message={state.error} source={content} />
        </div>
      </Centered>
    );
  }
  if (!state.diagram) {
    return (
      <Centered>
        <Spinner />
        <p className="text-muted-foreground text-sm">Drawing the diagram…</p>
      </Centered>
    );
  }
  const { svg } = state.diagram;
  const download = async (kind: 'svg' | 'png') => {
    setExportError(null);
    try {
      const prepared = prepareSvg(svg, state.theme);
      const blob = kind === 'svg' ? svgBlob(prepared) : await pngBlob(prepared);
      downloadBlob(blob, diagramFilename(label, messageId, index, kind));
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <DiagramViewer
        svg={svg}
        label={label}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => void download('svg')}>
              <DownloadIcon />
              SVG
              <span className="sr-only"> download</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download('png')}>
              <ImageDownIcon />
              PNG
              <span className="sr-only"> download</span>
            </Button>
          </>
        }
      />
      {exportError ? (
        <p className="border-t px-4 py-2 text-destructive text-sm" role="alert">
          {exportError}
        </p>
      ) : null}
    </>
  );
}

/** /diagram/:messageId (SPEC §2): the diagrams of one assistant message, full page, to zoom, pan and download. */
export function DiagramPage({ messageId }: { messageId: string }) {
  const auth = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = Boolean(auth.user);
  const diagrams = useMessageDiagrams(signedIn ? messageId : undefined);
  const items = diagrams.data ?? [];
  const requested = Number.parseInt(searchParams.get('index') ?? '0', 10);
  const index = Number.isInteger(requested) && requested >= 0 && requested < items.length ? requested : 0;
  const current = items[index];
  const title = current ? diagramKindLabel(diagramKindOf(current.content)) : 'Diagram';

  let body: ReactNode;
  if (auth.status === 'loading' || (signedIn && diagrams.isPending)) {
    body = (
      <Centered>
        <Spinner />
        <p className="text-muted-foreground text-sm">Loading the diagram…</p>
      </Centered>
    );
  } else if (!signedIn || (isApiError(diagrams.error) && [400, 404].includes(diagrams.error.status))) {
    body = (
      <Centered>
        <WorkflowIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium text-lg">This diagram isn’t available</p>
        <p className="max-w-md text-muted-foreground text-sm">
          The message may have been deleted, or it belongs to another account.
        </p>
        <Link to="/chat" className={buttonVariants({ className: 'mt-3' })}>
          Go to your chats
        </Link>
      </Centered>
    );
  } else if (diagrams.isError) {
    body = (
      <Centered>
        <p className="text-destructive" role="alert">
          {diagrams.error.message}
        </p>
        <Button variant="outline" onClick={() => void diagrams.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </Centered>
    );
  } else if (!current) {
    body = (
      <Centered>
        <WorkflowIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium text-lg">No diagram in this message</p>
        <p className="max-w-md text-muted-foreground text-sm">
          Ask the guide to draw one, for example “Draw the domain model as a diagram”.
        </p>
      </Centered>
    );
  } else {
    body = <DrawnDiagram key={current.id} messageId={messageId} content={current.content} index={index} />;
  }

  return (
    <div className={FRAME}>
      <div className="flex min-h-12 shrink-0 flex-wrap items-center gap-2 border-b px-2 py-1 sm:px-4">
        <BackButton />
        <h1 className="min-w-0 truncate font-semibold text-base">{title}</h1>
        {items.length > 1 ? (
          <nav className="ml-auto flex gap-1" aria-label="Diagrams of this message">
            {items.map((item, position) => (
              <button
                key={item.id}
                type="button"
                aria-current={position === index ? 'page' : undefined}
                onClick={() => setSearchParams(position === 0 ? {} : { index: String(position) })}
                className={cn(
                  'rounded-md px-2.5 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  position === index && 'bg-accent font-medium',
                )}
              >
                {diagramKindLabel(diagramKindOf(item.content))}
                <span className="sr-only">
                  {' '}
                  ({position + 1} of {items.length})
                </span>
              </button>
            ))}
          </nav>
        ) : null}
      </div>
      {body}
    </div>
  );
}
