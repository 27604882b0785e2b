import { ArrowLeftIcon, MessageSquareTextIcon, SparklesIcon } from 'lucide-react';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { isScreenHandle, type ScreenHandle } from '../screens.ts';
import { screenIcons } from './screen-icons.ts';

/** The placeholder for a screen a later issue builds: it says what the screen will do. */
export function ComingSoonScreen() {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const handle: ScreenHandle = matches.map((m) => m.handle).findLast(isScreenHandle) ?? {
    title: 'Coming soon',
  };
  const Icon = screenIcons[handle.icon ?? 'factory'];
  const paramEntries = Object.entries(params).filter(([key]) => key !== '*');

  return (
    <PageContainer className="flex flex-1 items-center py-10 sm:py-16">
      <div className="relative mx-auto w-full max-w-2xl overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div
          aria-hidden="true"
          className="h-24 bg-[radial-gradient(120%_140%_at_0%_0%,var(--brand-from)_0%,transparent_55%),radial-gradient(120%_140%_at_100%_0%,var(--brand-to)_0%,transparent_60%)] opacity-25 dark:opacity-30"
        />
        <div className="-mt-12 px-6 pb-8 sm:px-10 sm:pb-10">
          <div className="flex size-16 items-center justify-center rounded-2xl border bg-background text-primary shadow-sm">
            <Icon className="size-8" aria-hidden="true" />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            {handle.area ? (
              <span className="font-medium text-muted-foreground text-sm">{handle.area}</span>
            ) : null}
            <Badge variant="soft">
              <SparklesIcon aria-hidden="true" />
              Coming soon
            </Badge>
          </div>
          <h1 className="mt-2 font-semibold text-3xl tracking-tight">{handle.title}</h1>
          {handle.description ? (
            <p className="mt-3 max-w-prose text-lg text-muted-foreground leading-relaxed">
              {handle.description}
            </p>
          ) : null}
          <dl className="mt-6 flex flex-wrap gap-2 text-xs">
            <div className="flex items-center gap-1.5 rounded-md border bg-muted/50 px-2 py-1">
              <dt className="text-muted-foreground">path</dt>
              <dd className="break-all font-mono">{pathname}</dd>
            </div>
            {paramEntries.map(([key, value]) => (
              <div key={key} className="flex items-center gap-1.5 rounded-md border bg-muted/50 px-2 py-1">
                <dt className="text-muted-foreground">{key}</dt>
                <dd className="break-all font-mono">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-2 sm:flex-row">
            <Link to="/chat" className={cn(buttonVariants())}>
              <MessageSquareTextIcon aria-hidden="true" />
              Shape an idea in the chat
            </Link>
            <Link to="/" className={cn(buttonVariants({ variant: 'outline' }))}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to home
            </Link>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}

export const Component = ComingSoonScreen;
