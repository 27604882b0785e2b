/**
 * What each screen that a later issue builds will do. The router gives a screen its entry as the route `handle`;
 * the coming-soon page and the document title read it. A screen that becomes real keeps its title here.
 */
export type ScreenIcon =
  | 'chat'
  | 'auth'
  | 'upgrade'
  | 'projects'
  | 'page'
  | 'contexts'
  | 'infrastructure'
  | 'settings'
  | 'diagram'
  | 'admin'
  | 'sessions'
  | 'cobrowse'
  | 'notifications'
  | 'finance'
  | 'users'
  | 'metrics'
  | 'requirements'
  | 'integration'
  | 'jobs'
  | 'messaging'
  | 'search'
  | 'traffic'
  | 'sprint'
  | 'mobile'
  | 'factory'
  | 'account'
  | 'inbox'
  | 'delete';

export interface ScreenHandle {
  title: string;
  /** One or two sentences naming what the screen will do. */
  description?: string;
  icon?: ScreenIcon;
  /** Section shown above the title (e.g. "Admin"). */
  area?: string;
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}
