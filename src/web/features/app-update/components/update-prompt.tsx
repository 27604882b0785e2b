import { RocketIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAppUpdate } from '../hooks/use-app-update.ts';

/** The bottom banner of SPEC.md §2 shown when a new service worker is waiting. */
export function UpdatePrompt() {
  const { needRefresh, update, dismiss } = useAppUpdate();
  const [updating, setUpdating] = useState(false);
  if (!needRefresh) return null;

  const onUpdate = () => {
    setUpdating(true);
    update().catch(() => setUpdating(false));
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 sm:p-4">
      <section
        aria-label="App update"
        aria-live="polite"
        className="pointer-events-auto flex w-full max-w-xl animate-rise-in items-center gap-3 rounded-xl border bg-popover p-3 pl-4 text-popover-foreground shadow-xl"
      >
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
          <RocketIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-sm">New version available</p>
          <p className="truncate text-muted-foreground text-xs">Update to get the latest improvements.</p>
        </div>
        <Button size="sm" onClick={onUpdate} disabled={updating}>
          {updating ? (
            <Spinner className="size-4 border-primary-foreground/40 border-t-primary-foreground" />
          ) : null}
          Update
        </Button>
        <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={dismiss} disabled={updating}>
          <XIcon aria-hidden="true" />
        </Button>
      </section>
    </div>
  );
}
