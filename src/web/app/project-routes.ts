import type { RouteObject } from 'react-router';
import { page } from './route-helpers.ts';

/**
 * The projects' own screens: list, detail, settings and visibility (SPEC.md §2), and the public read-only view of a
 * project shared by link. Each page is its own lazy chunk; nothing here reaches the shell.
 */
export const projectRoutes: RouteObject[] = [
  page(
    'projects',
    {
      title: 'Projects',
      icon: 'projects',
      area: 'Projects',
      description: 'All your projects in one place: their chats, documents, pages and architecture.',
    },
    () => import('./routes/project-list.tsx'),
  ),
  page(
    'projects/:projectId',
    {
      title: 'Project',
      icon: 'projects',
      area: 'Projects',
      description:
        'One project at a glance: its journey stage, its six documents and the chats that shaped them.',
    },
    () => import('./routes/project-detail.tsx'),
  ),
  page(
    'projects/:projectId/settings',
    {
      title: 'Project settings',
      icon: 'settings',
      area: 'Projects',
      description: 'Rename the project, describe it, choose who can see it, or delete it.',
    },
    () => import('./routes/project-settings.tsx'),
  ),
  // The spec names a visibility screen without its path; it sits under the settings it belongs to.
  page(
    'projects/:projectId/settings/visibility',
    {
      title: 'Project visibility',
      icon: 'settings',
      area: 'Projects',
      description: 'Keep the project private, or share it read-only with anyone who has its link.',
    },
    () => import('./routes/project-visibility.tsx'),
  ),
  page(
    'shared/projects/:token',
    { title: 'Shared project', icon: 'projects' },
    () => import('./routes/shared-project.tsx'),
  ),
];
