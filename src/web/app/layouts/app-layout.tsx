import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { UpdatePrompt } from '../../features/app-update/components/update-prompt.tsx';
import { NotificationCountProvider } from '../../features/notifications/hooks/notification-count.tsx';
import { isScreenHandle } from '../screens.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** A navigation shorter than this keeps the old page on screen instead of flashing the spinner. */
const SPINNER_DELAY_MS = 250;

function useDocumentTitle(): void {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  useEffect(() => {
    document.title =
      handle && handle.title !== 'Home'
        ? `${handle.title} · Ideaforge`
        : 'Ideaforge — shape your software idea';
  }, [handle]);
}

function useDelayedLoading(loading: boolean): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return show;
}

export function AppLayout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const showSpinner = useDelayedLoading(loading);
  useDocumentTitle();

  return (
    <NotificationCountProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <div
          aria-hidden="true"
          className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-gradient-to-r from-brand-from to-brand-to transition-[transform,opacity] duration-500 ${loading ? 'scale-x-75 opacity-100' : 'scale-x-100 opacity-0'}`}
        />
        <SiteHeader />
        <main id="main" className="flex flex-1 flex-col">
          {showSpinner ? <LoadingScreen /> : <Outlet />}
        </main>
        <SiteFooter />
        <UpdatePrompt />
        <ScrollRestoration />
      </div>
    </NotificationCountProvider>
  );
}
