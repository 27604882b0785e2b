import { cn } from '../../../lib/cn.ts';
import { useHealth } from '../api/get-health.ts';

type Status = 'checking' | 'ok' | 'offline';

const label: Record<Status, string> = {
  checking: 'Checking status…',
  ok: 'All systems normal',
  offline: 'Offline',
};

/** A dot and a word on whether the server answers /api/health. */
export function StatusIndicator({ className }: { className?: string }) {
  const { data, isError, fetchStatus } = useHealth();
  const status: Status =
    isError || fetchStatus === 'paused' || (data && data.status !== 'ok')
      ? 'offline'
      : data
        ? 'ok'
        : 'checking';
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-muted-foreground text-xs', className)}
      title={data ? `Version ${data.version} · ${data.db} · ${data.ai}` : undefined}
    >
      <span className="relative flex size-2">
        {status === 'ok' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            status === 'ok' && 'bg-success',
            status === 'offline' && 'bg-destructive',
            status === 'checking' && 'bg-muted-foreground/50',
          )}
        />
      </span>
      {label[status]}
    </span>
  );
}
