import type { RouteObject } from 'react-router';
import { soon } from './route-helpers.ts';

/** A project's pages, bounded contexts and infrastructure items (SPEC.md §2). */
export const projectItemRoutes: RouteObject[] = [
  soon('projects/:projectId/pages/:pageId', {
    title: 'Project page',
    icon: 'page',
    area: 'Projects',
    description: 'A single page of the product, with what it shows and how users move through it.',
  }),
  soon('projects/:projectId/contexts', {
    title: 'Bounded contexts',
    icon: 'contexts',
    area: 'Projects',
    description: 'The bounded contexts of the domain model and how they relate to each other.',
  }),
  soon('projects/:projectId/contexts/:contextId', {
    title: 'Bounded context',
    icon: 'contexts',
    area: 'Projects',
    description: 'One bounded context: its entities, value objects, services and business rules.',
  }),
  soon('projects/:projectId/infrastructure/:itemId', {
    title: 'Infrastructure item',
    icon: 'infrastructure',
    area: 'Projects',
    description: 'One piece of the planned infrastructure and the reasons it was chosen.',
  }),
];
