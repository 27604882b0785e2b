import { RefreshCwIcon, ShieldAlertIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';

/** Full-page screen for a failed authentication start-up (SPEC.md §2); the auth provider renders it. */
export function AuthErrorScreen({ error }: { error?: unknown }) {
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlertIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">Authentication Error</h1>
        <p className="mt-2 text-muted-foreground">Please refresh the page and try again.</p>
        {error instanceof Error ? (
          <p className="mt-3 font-mono text-muted-foreground text-xs">{error.message}</p>
        ) : null}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh page
        </Button>
      </div>
    </main>
  );
}
