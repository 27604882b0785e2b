/** The six document kinds, in journey order (the order of the export and of the document panel). */
import type { ArtefactType } from '../../../domain/artefact.ts';
import type { DocumentKind } from './document-kind.ts';
import { domainModelDocument } from './domain-model.ts';
import { ideaDocument } from './idea.ts';
import { mvpDocument } from './mvp.ts';
import { prdDocument } from './prd.ts';
import { summaryDocument } from './summary.ts';
import { techStackDocument } from './tech-stack.ts';

export const DOCUMENT_KINDS = [
  ideaDocument,
  prdDocument,
  mvpDocument,
  domainModelDocument,
  techStackDocument,
  summaryDocument,
] as const satisfies readonly DocumentKind[];

const byType = new Map<ArtefactType, DocumentKind>(
  DOCUMENT_KINDS.map((kind) => [kind.type, kind as DocumentKind]),
);

export function documentKind(type: ArtefactType): DocumentKind {
  const kind = byType.get(type);
  if (!kind) throw new Error(`No document kind ${type}`);
  return kind;
}

/** 0 for idea … 5 for summary. */
export function documentOrder(type: ArtefactType): number {
  return DOCUMENT_KINDS.findIndex((kind) => kind.type === type);
}
