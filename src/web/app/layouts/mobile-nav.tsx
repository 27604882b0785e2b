import { useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import type { DeferredProps } from '../../lib/deferred.tsx';
import { MenuButton } from './header-buttons.tsx';
import { footerNav, primaryNav } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive
      ? 'bg-accent text-accent-foreground'
      : 'text-foreground/80 hover:bg-accent/60 hover:text-foreground',
  );

/** Phones (≤768 px): the primary navigation in a sheet behind a hamburger button. */
export function MobileNav({ defaultOpen = false }: DeferredProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent>
        <SheetTitle asChild>
          <div>
            <Logo />
          </div>
        </SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-2 flex flex-col gap-1">
          {primaryNav.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={linkClass} onClick={close}>
              <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-1 border-t pt-4 text-sm">
          {footerNav.map(({ to, label }) => (
            <NavLink key={to} to={to} className={linkClass} onClick={close}>
              {label}
            </NavLink>
          ))}
        </div>
      </SheetContent>
    </Sheet>
  );
}
