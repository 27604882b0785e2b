import type { RouteObject } from 'react-router';
import { soon } from './route-helpers.ts';

/** The projects' own screens: list, detail, settings and visibility (SPEC.md §2). */
export const projectRoutes: RouteObject[] = [
  soon('projects', {
    title: 'Projects',
    icon: 'projects',
    area: 'Projects',
    description: 'All your projects in one place: their chats, documents, pages and architecture.',
  }),
  soon('projects/:projectId', {
    title: 'Project',
    icon: 'projects',
    area: 'Projects',
    description:
      'One project at a glance: its journey stage, its six documents and the chats that shaped them.',
  }),
  soon('projects/:projectId/settings', {
    title: 'Project settings',
    icon: 'settings',
    area: 'Projects',
    description: 'Rename the project, describe it, choose who can see it, or delete it.',
  }),
];
