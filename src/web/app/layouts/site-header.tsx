import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { cn } from '../../lib/cn.ts';
import { DeferredAccountMenu, DeferredMobileNav } from './header-menus.tsx';
import { primaryNav } from './nav-items.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <PageContainer className="flex h-16 items-center gap-2">
        <Link
          to="/"
          className="-ml-1 rounded-md px-1 py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <nav aria-label="Primary" className="ml-6 hidden items-center gap-1 md:flex">
          {primaryNav.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <NotificationBell />
          <DeferredAccountMenu />
          <DeferredMobileNav />
        </div>
      </PageContainer>
    </header>
  );
}
