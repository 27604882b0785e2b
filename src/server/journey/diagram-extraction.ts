/** Mermaid diagrams in a reply's Markdown: each fenced ```mermaid block, with its diagram kind. */

const MERMAID_BLOCK = /```mermaid[^\S\n]*\n([\s\S]*?)\n?```/g;

/** The Mermaid kind from the first statement: erDiagram, classDiagram, flowchart (also for `graph`), … */
export function mermaidDiagramType(source: string): string {
  const first = source
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%') && line !== '---');
  const keyword = first?.split(/\s+/)[0] ?? '';
  if (keyword === 'graph') return 'flowchart';
  return /^[A-Za-z][\w-]*$/.test(keyword) ? keyword : 'mermaid';
}

export function extractMermaidDiagrams(markdown: string): Array<{ diagramType: string; content: string }> {
  const found: Array<{ diagramType: string; content: string }> = [];
  for (const match of markdown.matchAll(MERMAID_BLOCK)) {
    const content = (match[1] ?? '').trim();
    if (content !== '' && !found.some((d) => d.content === content)) {
      found.push({ diagramType: mermaidDiagramType(content), content });
    }
  }
  return found;
}
