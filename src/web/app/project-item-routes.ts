import type { RouteObject } from 'react-router';
import { page } from './route-helpers.ts';

/**
 * A project's pages, bounded contexts and infrastructure items (SPEC.md §2 lists the detail screens and the
 * contexts page; the pages and infrastructure lists are ours, so every detail has a list to come back to). Each
 * screen is its own lazy chunk.
 */
export const projectItemRoutes: RouteObject[] = [
  page(
    'projects/:projectId/pages',
    {
      title: 'Pages',
      icon: 'page',
      area: 'Projects',
      description: 'The product’s screens: where each lives, what it is for and the user stories it serves.',
    },
    () => import('./routes/project-item-pages.tsx'),
  ),
  page(
    'projects/:projectId/pages/:pageId',
    {
      title: 'Project page',
      icon: 'page',
      area: 'Projects',
      description: 'A single page of the product, with what it shows and how users move through it.',
    },
    () => import('./routes/project-item-page.tsx'),
  ),
  page(
    'projects/:projectId/contexts',
    {
      title: 'Bounded contexts',
      icon: 'contexts',
      area: 'Projects',
      description: 'The bounded contexts of the domain model and how they relate to each other.',
    },
    () => import('./routes/project-item-contexts.tsx'),
  ),
  page(
    'projects/:projectId/contexts/:contextId',
    {
      title: 'Bounded context',
      icon: 'contexts',
      area: 'Projects',
      description: 'One bounded context: its responsibility, entities and relationships.',
    },
    () => import('./routes/project-item-context.tsx'),
  ),
  page(
    'projects/:projectId/infrastructure',
    {
      title: 'Infrastructure',
      icon: 'infrastructure',
      area: 'Projects',
      description: 'What the product runs on, where, and roughly what it costs a month.',
    },
    () => import('./routes/project-item-infrastructure.tsx'),
  ),
  page(
    'projects/:projectId/infrastructure/:itemId',
    {
      title: 'Infrastructure item',
      icon: 'infrastructure',
      area: 'Projects',
      description: 'One piece of the planned infrastructure and the reasons it was chosen.',
    },
    () => import('./routes/project-item-infrastructure-item.tsx'),
  ),
];
