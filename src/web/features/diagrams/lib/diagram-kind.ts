/** Readable names for Mermaid's diagram kinds, for captions and accessible names. */
const KIND_LABELS: Record<string, string> = {
  er: 'Entity-relationship diagram',
  erDiagram: 'Entity-relationship diagram',
  flowchart: 'Flowchart',
  'flowchart-v2': 'Flowchart',
  'flowchart-elk': 'Flowchart',
  graph: 'Flowchart',
  classDiagram: 'Class diagram',
  class: 'Class diagram',
  sequence: 'Sequence diagram',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  journey: 'User journey',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  mindmap: 'Mind map',
  timeline: 'Timeline',
  gitGraph: 'Git graph',
  c4: 'C4 diagram',
  architecture: 'Architecture diagram',
  block: 'Block diagram',
  kanban: 'Kanban board',
  quadrantChart: 'Quadrant chart',
  xychart: 'XY chart',
  requirement: 'Requirement diagram',
  sankey: 'Sankey diagram',
};

export function diagramKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? 'Diagram';
}

/** The kind named by the first meaningful line of a Mermaid text ("erDiagram", "flowchart LR"…), before drawing it. */
export function diagramKindOf(source: string): string {
  const line = source
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('%%') && text !== '---');
  const keyword = line?.split(/[\s;:]/)[0] ?? '';
  return keyword.replace(/-beta$/, '');
}
