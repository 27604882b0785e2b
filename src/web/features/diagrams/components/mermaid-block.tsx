import { useQueryClient } from '@tanstack/react-query';
import { CodeIcon, ImageIcon, Maximize2Icon, WorkflowIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import type { CodeRendererProps } from '../../../lib/code-renderers.tsx';
import { reportDiagramRendered } from '../api/diagrams.ts';
import { useMermaidSvg } from '../hooks/use-mermaid-svg.ts';
import { diagramKindLabel } from '../lib/diagram-kind.ts';
import { DiagramError } from './diagram-error.tsx';

/** The drawing area keeps this height while the diagram loads, so the conversation does not jump. */
const RESERVED = 'min-h-52';

function Placeholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-2 text-muted-foreground text-sm" role="status">
      <WorkflowIcon className="size-6 animate-pulse" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * A ```mermaid block of an assistant message, drawn in place. While the reply streams the text may be cut short,
 * so it is drawn once the message is complete; then the server is told it was rendered.
 */
export function MermaidBlock({ code, messageId, streaming }: CodeRendererProps) {
  const queryClient = useQueryClient();
  const [showSource, setShowSource] = useState(false);
  const state = useMermaidSvg(code, !streaming);
  const rendered = state.status === 'ready';

  useEffect(() => {
    if (rendered && messageId) void reportDiagramRendered(queryClient, messageId, code);
  }, [rendered, messageId, code, queryClient]);

  const kind = state.diagram ? diagramKindLabel(state.diagram.kind) : 'Diagram';
  let body: React.ReactNode;
  if (showSource) {
    body = <pre className="w-full overflow-x-auto font-mono text-[13px] leading-relaxed">{code}</pre>;
  } else if (state.status === 'invalid' || state.status === 'failed') {
    body = <DiagramError message={state.error} source={code} />;
  } else if (state.diagram) {
    body = (
      <div
        data-testid="diagram-drawing"
        className={cn(
          'w-full overflow-x-auto [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:max-h-[32rem]',
          state.status === 'loading' && 'opacity-60 transition-opacity',
        )}
        // Mermaid's own SVG, produced with securityLevel "strict" (sanitised, no scripts, no links).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        dangerouslySetInnerHTML={{ __html: state.diagram.svg }}
      />
    );
  } else {
    body = <Placeholder label={streaming ? 'Drawing the diagram…' : 'Loading the diagram…'} />;
  }

  return (
    <figure
      className="my-3 overflow-hidden rounded-lg border bg-card"
      data-testid="mermaid-block"
      aria-label={kind}
    >
      <figcaption className="flex items-center gap-2 border-b bg-muted px-3 py-1 text-muted-foreground text-xs">
        <WorkflowIcon className="size-3.5" aria-hidden="true" />
        <span className="mr-auto">{kind}</span>
        <button
          type="button"
          onClick={() => setShowSource((value) => !value)}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
          aria-pressed={showSource}
        >
          {showSource ? <ImageIcon className="size-3.5" /> : <CodeIcon className="size-3.5" />}
          {showSource ? 'Diagram' : 'Source'}
        </button>
        {messageId && !streaming ? (
          <Link
            to={`/diagram/${messageId}`}
            className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
            aria-label={`Full size view of the ${kind.toLowerCase()}`}
          >
            <Maximize2Icon className="size-3.5" aria-hidden="true" />
            Full size
          </Link>
        ) : null}
      </figcaption>
      <div className={cn('flex items-center justify-center p-3', RESERVED)}>{body}</div>
    </figure>
  );
}
