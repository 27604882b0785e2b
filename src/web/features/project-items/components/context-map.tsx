import { useCodeRenderer } from '../../../lib/code-renderers.tsx';

/**
 * The context map (Mermaid flowchart source from the server, upstream → downstream) drawn by whichever renderer the
 * route provides for ```mermaid (the diagrams feature's, which loads mermaid lazily); its source text otherwise.
 */
export function ContextMap({ source }: { source: string }) {
  const Renderer = useCodeRenderer('mermaid');
  return (
    <section aria-labelledby="context-map-heading" className="grid gap-2" data-testid="context-map">
      <h2 id="context-map-heading" className="font-semibold text-lg">
        Context map
      </h2>
      <p className="text-muted-foreground text-sm">
        Arrows run from the upstream context to the downstream one.
      </p>
      {Renderer ? (
        <Renderer code={source} messageId={null} streaming={false} />
      ) : (
        <pre className="overflow-x-auto rounded-lg border bg-muted p-3 font-mono text-xs">{source}</pre>
      )}
    </section>
  );
}
