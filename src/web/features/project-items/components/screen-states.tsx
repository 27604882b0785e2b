import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** Grey bars where the rows will be, so the page does not jump when they arrive. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading" className="divide-y rounded-xl border bg-card">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-3 px-4 py-4">
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/3 animate-pulse rounded bg-muted" />
            <span className="block h-3 w-2/3 animate-pulse rounded bg-muted" />
          </span>
          <span className="h-5 w-16 animate-pulse rounded-full bg-muted" />
        </div>
      ))}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center text-sm"
    >
      <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        {icon}
      </span>
      <p className="max-w-md text-muted-foreground text-sm">{text}</p>
      {action}
    </div>
  );
}

/** A list screen's body: the skeleton while loading, the failure with a retry, the empty state, else `children`. */
export function ListStates({
  list,
  count,
  skeletonRows,
  emptyIcon,
  emptyText,
  children,
}: {
  list: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** How many items the list has. */
  count: number;
  skeletonRows?: number;
  emptyIcon: ReactNode;
  emptyText: string;
  children: () => ReactNode;
}) {
  if (list.isPending) return <ListSkeleton {...(skeletonRows ? { rows: skeletonRows } : {})} />;
  if (list.isError)
    return <LoadError message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />;
  if (count === 0) return <EmptyState icon={emptyIcon} text={emptyText} />;
  return <>{children()}</>;
}
