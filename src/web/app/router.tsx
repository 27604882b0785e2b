import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { adminRoutes } from './admin-routes.ts';
import { appRoutes } from './app-routes.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { RootErrorScreen, RouteErrorScreen } from './route-error.tsx';

/**
 * root (layout: header, footer, update banner)
 *   └─ pages (error boundary + loading fallback, so the header stays up while a page fails or loads)
 *        └─ every screen of SPEC.md §2, each lazy, and "*" → not found
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: LoadingScreen,
        children: [
          ...appRoutes,
          ...adminRoutes,
          {
            path: '*',
            handle: { title: 'Page not found' },
            lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).Component }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
