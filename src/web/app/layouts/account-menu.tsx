import { BellIcon, LogInIcon, SettingsIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import type { DeferredProps } from '../../lib/deferred.tsx';
import { AccountButton } from './header-buttons.tsx';

/** Placeholder until auth lands: the menu a guest sees. The auth feature will show the signed-in user here. */
export function AccountMenu({ defaultOpen = false }: DeferredProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block">Guest</span>
          <span className="block font-normal text-muted-foreground text-xs">Not signed in</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/auth">
            <LogInIcon aria-hidden="true" />
            Sign in
          </Link>
        </DropdownMenuItem>
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
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/privacy">
            <ShieldCheckIcon aria-hidden="true" />
            Privacy policy
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
