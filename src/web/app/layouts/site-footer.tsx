import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { useIdle } from '../../lib/use-idle.ts';
import { footerNav } from './nav-items.ts';

/** The status dot asks the server how it is; that can wait until the first page has painted. */
const StatusIndicator = lazy(async () => ({
  default: (await import('../../features/system-status/components/status-indicator.tsx')).StatusIndicator,
}));

function DeferredStatus() {
  const idle = useIdle();
  const placeholder = <span className="ml-2 inline-block h-4 w-32" aria-hidden="true" />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StatusIndicator className="ml-2" />
    </Suspense>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <PageContainer className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <span className="text-muted-foreground">© {new Date().getFullYear()} Ideaforge</span>
          <DeferredStatus />
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {footerNav.map(({ to, label }) => (
            <Link key={to} to={to} className="text-muted-foreground transition-colors hover:text-foreground">
              {label}
            </Link>
          ))}
        </nav>
      </PageContainer>
    </footer>
  );
}
