import {
  BOUNDED_CONTEXT_STATUSES,
  INFRASTRUCTURE_STATUSES,
  PROJECT_PAGE_STATUSES,
} from '../../../../domain/project-items.ts';

/**
 * The three kinds of project item and what the screens call them: the API segment and the screen path are the
 * same word (`pages`, `contexts`, `infrastructure`), so one table drives the lists, details, forms and breadcrumbs.
 */
export const ITEM_KINDS = ['pages', 'contexts', 'infrastructure'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

interface KindInfo {
  /** "Pages" — the list's title. */
  plural: string;
  /** "page" — in buttons and messages ("Add page", "Delete this page?"). */
  singular: string;
  statuses: readonly string[];
  /** What the purpose column means for this kind. */
  purposeLabel: string;
  empty: string;
}

export const KIND_INFO: Record<ItemKind, KindInfo> = {
  pages: {
    plural: 'Pages',
    singular: 'page',
    statuses: PROJECT_PAGE_STATUSES,
    purposeLabel: 'Purpose',
    empty:
      'No pages yet. They are filled in from the MVP’s user flow and features when a chat with documents is saved into this project, or add one by hand.',
  },
  contexts: {
    plural: 'Bounded contexts',
    singular: 'bounded context',
    statuses: BOUNDED_CONTEXT_STATUSES,
    purposeLabel: 'Responsibility',
    empty:
      'No bounded contexts yet. They come from the domain model’s bounded contexts and context map, or add one by hand.',
  },
  infrastructure: {
    plural: 'Infrastructure',
    singular: 'infrastructure item',
    statuses: INFRASTRUCTURE_STATUSES,
    purposeLabel: 'Purpose',
    empty: 'No infrastructure yet. It is filled in from the tech stack document, or add an item by hand.',
  },
};

export function listPath(projectId: string, kind: ItemKind): string {
  return `/projects/${encodeURIComponent(projectId)}/${kind}`;
}

export function itemPath(projectId: string, kind: ItemKind, itemId: string): string {
  return `${listPath(projectId, kind)}/${encodeURIComponent(itemId)}`;
}

/** "in_progress" / "production" → "In progress" / "Production". */
export function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "all" → "All environments"; "production" → "Production". */
export function environmentLabel(environment: string): string {
  return environment === 'all' ? 'All environments' : humanise(environment);
}
