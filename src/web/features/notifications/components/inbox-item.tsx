import { ArchiveIcon, ArchiveRestoreIcon, CheckIcon, ExternalLinkIcon } from 'lucide-react';
import type { NotificationView } from '../../../../domain/notification-api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { isUnread } from '../hooks/use-inbox-actions.ts';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const label = (text: string) => text.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function InboxItem({
  notification,
  expanded,
  onOpen,
  onMarkRead,
  onArchive,
}: {
  notification: NotificationView;
  /** Shows the whole body instead of the 100-character preview. */
  expanded: boolean;
  onOpen(notification: NotificationView): void;
  onMarkRead(notification: NotificationView): void;
  onArchive(notification: NotificationView, archived: boolean): void;
}) {
  const unread = isUnread(notification) && !notification.archivedAt;
  const archived = notification.archivedAt !== null;
  return (
    <li
      data-testid="inbox-item"
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'group relative flex gap-3 px-4 py-4 transition-colors hover:bg-accent/40 sm:px-5',
        unread && 'bg-primary/[0.04]',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(notification)}
          aria-expanded={notification.actionUrl ? undefined : expanded}
          className="block w-full rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex items-baseline justify-between gap-3">
            <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>
              {unread ? <span className="sr-only">Unread: </span> : null}
              {notification.title}
            </span>
            <time
              dateTime={notification.createdAt}
              className="shrink-0 text-muted-foreground text-xs"
              title={new Date(notification.createdAt).toLocaleString()}
            >
              {timeAgo(notification.createdAt)}
            </time>
          </span>
          <span
            className={cn(
              'mt-1 block break-words text-muted-foreground text-sm',
              expanded && 'whitespace-pre-wrap text-foreground/90',
            )}
          >
            {expanded ? notification.body : notification.preview}
          </span>
        </button>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{label(notification.category)}</Badge>
          {notification.type !== 'info' ? <Badge variant="outline">{label(notification.type)}</Badge> : null}
          {notification.priority === 'high' || notification.priority === 'urgent' ? (
            <Badge variant="soft">{label(notification.priority)}</Badge>
          ) : null}
          {notification.actionUrl ? (
            <button
              type="button"
              onClick={() => onOpen(notification)}
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {notification.actionLabel ?? 'Open'}
              <ExternalLinkIcon className="size-3" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1 sm:opacity-60 sm:transition-opacity sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        {unread ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Mark "${notification.title}" as read`}
            title="Mark as read"
            onClick={() => onMarkRead(notification)}
          >
            <CheckIcon aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={archived ? `Unarchive "${notification.title}"` : `Archive "${notification.title}"`}
          title={archived ? 'Unarchive' : 'Archive'}
          onClick={() => onArchive(notification, !archived)}
        >
          {archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
        </Button>
      </div>
    </li>
  );
}
