import { ChevronRightIcon, RefreshCwIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

export interface ErrorScreenProps {
  error: unknown;
  /** "Try Again": clear the error and render the screen again. */
  onReset: () => void;
  /** Fill the whole viewport (used when even the layout failed). */
  fullPage?: boolean;
}

function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.stack?.includes(error.message)
      ? error.stack
      : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The generic error screen of SPEC.md §2, shown for any unhandled render error. */
export function ErrorScreen({ error, onReset, fullPage = false }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex w-full items-center justify-center px-4 py-12',
        fullPage ? 'min-h-dvh' : 'min-h-[60dvh]',
      )}
    >
      <div className="w-full max-w-lg rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">
          The application encountered an error and needs to be restarted.
        </p>

        {/* A native disclosure: the error screen must work even when little else does. */}
        <details className="group mt-5 rounded-lg border bg-muted/40">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 font-medium text-sm outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon
              className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            Error details
          </summary>
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words border-t px-3 py-2 font-mono text-muted-foreground text-xs">
            {describeError(error)}
          </pre>
        </details>

        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onReset} className="sm:flex-1">
            <RotateCcwIcon aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()} className="sm:flex-1">
            <RefreshCwIcon aria-hidden="true" />
            Reload Page
          </Button>
        </div>
      </div>
    </div>
  );
}
