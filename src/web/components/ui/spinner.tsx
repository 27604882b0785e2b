import { cn } from '../../lib/cn.ts';

/** A centred spinner with the visible text SPEC.md §2 asks for while a route loads. */
export function LoadingScreen({ className, label = 'Loading...' }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[50dvh] w-full items-center justify-center gap-3 text-muted-foreground text-sm',
        className,
      )}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-primary',
        className,
      )}
    />
  );
}
