import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/session.ts';
import { cn } from '../../../lib/cn.ts';
import { useNotificationCount } from '../hooks/notification-count.tsx';

export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header bell: the live unread count, and the way to the inbox. */
export function NotificationBell() {
  const { user } = useAuth();
  const { count, live } = useNotificationCount();
  if (!user) return null;
  const unread = count ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to="/inbox"
      aria-label={label}
      data-testid="notification-bell"
      data-live={live ? 'true' : 'false'}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <BellIcon className="size-5" aria-hidden="true" />
      <span
        data-testid="notification-count"
        aria-hidden="true"
        className={cn(
          '-top-0.5 -right-0.5 absolute flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 font-semibold text-[10px] text-primary-foreground leading-none ring-2 ring-background transition-transform',
          unread > 0 ? 'scale-100' : 'scale-0',
        )}
      >
        {unread > 0 ? formatBadgeCount(unread) : ''}
      </span>
    </Link>
  );
}
