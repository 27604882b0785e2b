import { TriangleAlertIcon } from 'lucide-react';

/** What an invalid diagram shows instead of a drawing: the parser's message and the text it could not read. */
export function DiagramError({ message, source }: { message: string; source: string }) {
  return (
    <div className="w-full space-y-2 text-left text-sm" data-testid="diagram-error">
      <p className="flex items-center gap-2 font-medium text-amber-800 dark:text-amber-300">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        This diagram could not be drawn
      </p>
      <pre className="max-h-40 overflow-auto whitespace-pre-wrap rounded-md border border-amber-500/30 bg-amber-500/5 p-2 font-mono text-xs leading-relaxed">
        {message}
      </pre>
      <details className="text-muted-foreground">
        <summary className="cursor-pointer select-none rounded text-xs outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50">
          Diagram text
        </summary>
        <pre className="mt-1 max-h-60 overflow-auto rounded-md bg-muted p-2 font-mono text-xs">{source}</pre>
      </details>
    </div>
  );
}
