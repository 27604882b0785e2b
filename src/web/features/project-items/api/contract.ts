/**
 * The project-items HTTP contract (src/domain/project-items-api.ts) seen by screen path: `pages`, `contexts`,
 * `infrastructure` are both the API's segments and the web's, so one kind key picks the item type, its list's
 * schema and its request schemas.
 */
import {
  type ContextItem,
  type ContextList,
  contextItemSchema,
  contextListSchema,
  createContextRequestSchema,
  createInfrastructureRequestSchema,
  createPageRequestSchema,
  type InfrastructureItem,
  type InfrastructureList,
  infrastructureItemSchema,
  infrastructureListSchema,
  type PageItem,
  type PageList,
  type ProjectItemKind,
  pageItemSchema,
  pageListSchema,
  updateContextRequestSchema,
  updateInfrastructureRequestSchema,
  updatePageRequestSchema,
} from '../../../../domain/project-items-api.ts';
import type { ItemKind } from '../lib/kinds.ts';

export type {
  ContextItem,
  DerivationPreview,
  DerivationProposal,
  InfrastructureItem,
  PageItem,
} from '../../../../domain/project-items-api.ts';

export type ProjectItem<K extends ItemKind = ItemKind> = {
  pages: PageItem;
  contexts: ContextItem;
  infrastructure: InfrastructureItem;
}[K];

export type ItemList<K extends ItemKind> = {
  pages: PageList;
  contexts: ContextList;
  infrastructure: InfrastructureList;
}[K];

export const SCHEMAS = {
  pages: {
    item: pageItemSchema,
    list: pageListSchema,
    create: createPageRequestSchema,
    update: updatePageRequestSchema,
  },
  contexts: {
    item: contextItemSchema,
    list: contextListSchema,
    create: createContextRequestSchema,
    update: updateContextRequestSchema,
  },
  infrastructure: {
    item: infrastructureItemSchema,
    list: infrastructureListSchema,
    create: createInfrastructureRequestSchema,
    update: updateInfrastructureRequestSchema,
  },
} as const;

/** The domain's singular kind ("page") → the screens' path ("pages"). */
export const KIND_BY_DOMAIN: Record<ProjectItemKind, ItemKind> = {
  page: 'pages',
  context: 'contexts',
  infrastructure: 'infrastructure',
};
