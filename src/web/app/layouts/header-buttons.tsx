import { CircleUserRoundIcon, MenuIcon } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/session.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The header's menu triggers, shared by the deferred widgets and their placeholders so nothing shifts. A signed-in
 * user (anonymous ones too) sees their avatar or initials and, from small tablets up, their display name.
 */
export function AccountButton({ className, ...props }: ButtonProps) {
  const { user } = useAuth();
  if (!user)
    return (
      <Button variant="ghost" size="icon" aria-label="Account menu" className={className} {...props}>
        <CircleUserRoundIcon className="size-5" aria-hidden="true" />
      </Button>
    );
  // Named by its content, not aria-label, so the spoken name contains the visible one (WCAG 2.5.3); on phones
  // the name is visually hidden but still part of it.
  return (
    <Button variant="ghost" className={cn('h-9 gap-2 rounded-full px-1 sm:pr-3', className)} {...props}>
      <Avatar name={user.name} image={user.image} className="size-7" />
      <span className="sr-only">Account menu for </span>
      <span
        data-testid="header-user-name"
        className="sr-only max-w-44 truncate font-medium text-sm sm:not-sr-only sm:inline"
      >
        {user.name}
      </span>
    </Button>
  );
}

export function MenuButton({ className, ...props }: ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Open menu"
      className={cn('md:hidden', className)}
      {...props}
    >
      <MenuIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}
