import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ScreenHandle } from './screens.ts';

type PageModule = { Component: ComponentType };

/** A real page: its module is loaded only when the route is first visited. */
export function page(path: string, handle: ScreenHandle, load: () => Promise<PageModule>): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await load()).Component }) };
}

/** A screen a later issue owns: until then a "coming soon" card says what it will do. */
export function soon(
  path: string,
  handle: Required<Pick<ScreenHandle, 'title' | 'description' | 'icon'>> & ScreenHandle,
): RouteObject {
  return page(path, handle, () => import('./routes/coming-soon.tsx'));
}
