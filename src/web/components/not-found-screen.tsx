import { CompassIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from './ui/button.tsx';

/** Shown for any path no route matches. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <CompassIcon className="size-8" aria-hidden="true" />
        </div>
        <p className="font-mono font-semibold text-primary text-sm tracking-widest">404</p>
        <h1 className="mt-2 font-semibold text-3xl tracking-tight">Page not found</h1>
        <p className="mt-3 text-muted-foreground">
          We looked everywhere, but there is nothing at{' '}
          <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-foreground text-sm">
            {pathname}
          </code>
          . It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/" className={cn(buttonVariants({ size: 'lg' }))}>
            Back to home
          </Link>
          <Link to="/chat" className={cn(buttonVariants({ size: 'lg', variant: 'outline' }))}>
            Start a chat
          </Link>
        </div>
      </div>
    </section>
  );
}
