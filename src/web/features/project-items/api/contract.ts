/**
 * TEMPORARY: the shapes this feature expects from the project-items HTTP contract, until
 * src/domain/project-items-api.ts lands; then this file re-exports from there.
 */
import type {
  BoundedContextDetail,
  InfrastructureDetail,
  PageDetail,
  ProjectItemOrigin,
} from '../../../../domain/project-items.ts';
import type { ItemKind } from '../lib/kinds.ts';

interface ItemBase {
  id: string;
  projectId: string;
  name: string;
  purpose: string | null;
  status: string;
  position: number;
  origin: ProjectItemOrigin;
  /** A derived item the user has changed since. */
  edited: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectPage extends ItemBase {
  route: string | null;
  detail: PageDetail;
}
export interface BoundedContext extends ItemBase {
  slug: string;
  detail: BoundedContextDetail;
}
export interface InfrastructureItem extends ItemBase {
  slug: string;
  kind: string;
  detail: InfrastructureDetail;
}

export type ProjectItem<K extends ItemKind = ItemKind> = {
  pages: ProjectPage;
  contexts: BoundedContext;
  infrastructure: InfrastructureItem;
}[K];

export interface ItemList<K extends ItemKind> {
  items: ProjectItem<K>[];
}

export interface FieldChange {
  field: string;
  current: unknown;
  proposed: unknown;
}

export interface Proposal {
  id: string;
  kind: ItemKind;
  action: 'add' | 'change' | 'remove';
  itemId: string | null;
  name: string;
  changes: FieldChange[];
}

export interface DerivationPreview {
  proposals: Proposal[];
}
