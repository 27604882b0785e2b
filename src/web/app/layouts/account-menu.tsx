import { BellIcon, LogInIcon, LogOutIcon, SettingsIcon, ShieldCheckIcon, SparklesIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAuth } from '../../lib/auth/session.ts';
import type { DeferredProps } from '../../lib/deferred.tsx';
import { toast } from '../../lib/toast.ts';
import { AccountButton } from './header-buttons.tsx';

/** The header's account menu: who is signed in, the account pages, and sign in, upgrade or sign out. */
export function AccountMenu({ defaultOpen = false }: DeferredProps) {
  const { user } = useAuth();
  const navigate = useNavigate();

  const onSignOut = async () => {
    try {
      const { signOut } = await import('../../lib/auth/auth-actions.ts');
      await signOut();
      toast.success('Signed out');
      navigate('/', { replace: true });
    } catch {
      toast.error('Could not sign out. Please try again.');
    }
  };

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-60">
        <DropdownMenuLabel className="flex items-center gap-3">
          {user ? <Avatar name={user.name} image={user.image} className="size-9" /> : null}
          <span className="min-w-0">
            <span className="block truncate">{user ? user.name : 'Guest'}</span>
            <span className="block truncate font-normal text-muted-foreground text-xs">
              {user
                ? user.isAnonymous
                  ? 'Anonymous account'
                  : (user.email ?? 'Signed in')
                : 'Not signed in'}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!user ? (
          <DropdownMenuItem asChild>
            <Link to="/auth">
              <LogInIcon aria-hidden="true" />
              Sign in
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user?.isAnonymous ? (
          <>
            <DropdownMenuItem asChild>
              <Link to="/upgrade">
                <SparklesIcon aria-hidden="true" />
                Upgrade account
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/auth">
                <LogInIcon aria-hidden="true" />
                Sign in
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <SettingsIcon aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/notifications">
            <BellIcon aria-hidden="true" />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/privacy">
            <ShieldCheckIcon aria-hidden="true" />
            Privacy policy
          </Link>
        </DropdownMenuItem>
        {user ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void onSignOut()}>
              <LogOutIcon aria-hidden="true" />
              Sign out
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
