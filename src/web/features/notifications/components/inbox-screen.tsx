import { BellOffIcon, CheckCheckIcon, InboxIcon, SettingsIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationView } from '../../../../domain/notification-api.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthLoading } from '../../../lib/auth/require-auth.tsx';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { useNotificationFacets, useNotificationList } from '../api/notifications.ts';
import { useNotificationCount } from '../hooks/notification-count.tsx';
import { useInboxActions } from '../hooks/use-inbox-actions.ts';
import { filtersFor, InboxFilterBar, type InboxView } from './inbox-filters.tsx';
import { InboxItem } from './inbox-item.tsx';
import { SignedOutPanel } from './signed-out-panel.tsx';

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-3 px-5 py-4">
          <span className="mt-2 size-2 rounded-full bg-muted" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/3 animate-pulse rounded bg-muted" />
            <span className="block h-3 w-4/5 animate-pulse rounded bg-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ view }: { view: InboxView }) {
  const text =
    view === 'unread'
      ? 'You have read everything. New notifications will appear here the moment they arrive.'
      : view === 'archived'
        ? 'Nothing archived. Archive a notification to tidy it away without deleting it.'
        : 'No notifications yet. Updates about your ideas and your account will arrive here.';
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        {view === 'unread' ? <CheckCheckIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
      </span>
      <p className="max-w-sm text-muted-foreground text-sm">{text}</p>
    </div>
  );
}

/** /inbox: newest first, 10 at a time with more on scroll, filters, open, mark read, archive. */
export function InboxScreen() {
  const { status, user } = useAuth();
  const { count } = useNotificationCount();
  const navigate = useNavigate();
  const [view, setView] = useState<InboxView>('all');
  const [type, setType] = useState('');
  const [category, setCategory] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const list = useNotificationList(filtersFor(view, type, category), Boolean(user));
  const facets = useNotificationFacets(Boolean(user));
  const { markRead, markAllRead, setArchived } = useInboxActions();
  const sentinel = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (status === 'loading') return <AuthLoading />;
  if (!user)
    return <SignedOutPanel heading="Inbox" text="Sign in to read the notifications addressed to you." />;

  const open = (notification: NotificationView) => {
    void markRead(notification);
    const url = notification.actionUrl;
    if (!url) {
      setExpanded((current) => (current === notification.id ? null : notification.id));
      return;
    }
    if (url.startsWith('/')) navigate(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto w-full max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="flex items-center gap-3 font-semibold text-3xl tracking-tight">
              <InboxIcon className="size-7 text-primary" aria-hidden="true" />
              Inbox
            </h1>
            <p
              className="mt-1 text-muted-foreground text-sm"
              aria-live="polite"
              data-testid="inbox-unread-summary"
            >
              {count === null ? ' ' : count === 0 ? 'All caught up' : `${count} unread`}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/account/notifications"
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}
              aria-label="Notification settings"
            >
              <SettingsIcon aria-hidden="true" />
              <span className="hidden sm:inline">Settings</span>
            </Link>
            <Button variant="outline" size="sm" onClick={() => void markAllRead()} disabled={!count}>
              <CheckCheckIcon aria-hidden="true" />
              Mark all as read
            </Button>
          </div>
        </div>

        <div className="mt-6">
          <InboxFilterBar
            view={view}
            onView={setView}
            type={type}
            onType={setType}
            category={category}
            onCategory={setCategory}
            types={facets.data?.types ?? []}
            categories={facets.data?.categories ?? []}
          />
        </div>

        <div className="mt-4 overflow-hidden rounded-2xl border bg-card shadow-sm">
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-sm">
              <p>{list.error.message || 'Could not load your notifications.'}</p>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <EmptyState view={view} />
          ) : (
            <ul className="divide-y" aria-label="Notifications">
              {items.map((notification) => (
                <InboxItem
                  key={notification.id}
                  notification={notification}
                  expanded={expanded === notification.id}
                  onOpen={open}
                  onMarkRead={(n) => void markRead(n)}
                  onArchive={(n, archived) => void setArchived(n, archived)}
                />
              ))}
            </ul>
          )}
          <div ref={sentinel} />
          {hasNextPage ? (
            <div className="flex justify-center border-t p-3">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
              >
                {isFetchingNextPage ? <Spinner className="size-4" /> : null}
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
