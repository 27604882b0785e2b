/**
 * The context map as Mermaid source: a `flowchart LR` with a node per bounded context and an arrow from each
 * upstream context to its downstream one, labelled with the integration pattern. A relationship named from both
 * sides is drawn once; one to a context the project does not list is drawn to a dashed node of its slug.
 */

export interface MapContext {
  slug: string;
  name: string;
  relationships: ReadonlyArray<{
    context: string;
    direction: 'upstream' | 'downstream';
    pattern?: string | undefined;
  }>;
}

function nodeId(slug: string): string {
  return `ctx_${slug.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Mermaid labels in quotes: no quotes, brackets or line breaks inside. */
function label(text: string): string {
  return text
    .replace(/["`]/g, "'")
    .replace(/[[\]{}<>|#;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

export function buildContextMap(contexts: readonly MapContext[]): string | null {
  if (contexts.length === 0) return null;
  const known = new Map(contexts.map((c) => [c.slug, c]));
  const lines = ['flowchart LR'];
  for (const context of contexts)
    lines.push(`  ${nodeId(context.slug)}["${label(context.name) || context.slug}"]`);
  const unknown = new Set<string>();
  const edges = new Map<string, string | undefined>();
  for (const context of contexts) {
    for (const relation of context.relationships) {
      if (relation.context === context.slug) continue;
      const [up, down] =
        relation.direction === 'upstream'
          ? [relation.context, context.slug]
          : [context.slug, relation.context];
      if (!known.has(relation.context)) unknown.add(relation.context);
      const edge = `${up}\u0000${down}`;
      if (!edges.has(edge) || (!edges.get(edge) && relation.pattern)) edges.set(edge, relation.pattern);
    }
  }
  for (const slug of unknown) lines.push(`  ${nodeId(slug)}["${label(slug)}"]:::external`);
  for (const [edge, pattern] of edges) {
    const [up = '', down = ''] = edge.split('\u0000');
    const text = pattern ? label(pattern) : '';
    lines.push(`  ${nodeId(up)} -->${text ? `|"${text}"|` : ''} ${nodeId(down)}`);
  }
  if (unknown.size > 0) lines.push('  classDef external stroke-dasharray: 4 4');
  return lines.join('\n');
}
