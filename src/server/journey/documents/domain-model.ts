import { renderDocumentMarkdown } from '../../../domain/artefact-documents.ts';
import {
  defineDocumentKind,
  list,
  optionalList,
  optionalText,
  type RenderableDocument,
  text,
} from './document-kind.ts';
import { buildEntityDiagram } from './entity-diagram.ts';

export const domainModelDocument = defineDocumentKind({
  type: 'domain-model',
  stage: 'domain-model',
  purpose:
    'The domain model: the things the product keeps track of and how they relate. Write it once the main entities are known; an entity-relationship diagram is drawn from it.',
  fields: [
    text('title', 'The product name followed by "Domain Model"'),
    text('domain_overview', 'The domain in two or three sentences'),
    list('core_entities', 'Each entity as "Name: what it is", e.g. "Booking: a walk reserved by an owner"'),
    list(
      'entity_relationships',
      'Each relationship as "A has many B", "A belongs to B" or "A has one B", using the entity names',
    ),
    optionalList('business_rules', 'Rules the domain must always keep'),
    optionalList('value_objects', 'Values without identity (money, address…)'),
    optionalList('domain_services', 'Operations spanning several entities'),
    optionalList('bounded_contexts', 'Separate parts of the domain with their own language'),
    optionalText('context_map', 'How the bounded contexts relate'),
  ],
  // The rendered document carries its diagram, so the document panel and the export show it too.
  render: (document) => {
    const markdown = renderDocumentMarkdown(document as RenderableDocument);
    const diagram = buildEntityDiagram(document.core_entities, document.entity_relationships);
    return diagram ? `${markdown}\n## Diagram\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n` : markdown;
  },
  stageData: (document) => ({ entities: document.core_entities }),
});
