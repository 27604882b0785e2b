import { describe, expect, it } from 'vitest';
import { diagramKindLabel, diagramKindOf } from './diagram-kind.ts';

describe('diagram kinds', () => {
  it('names the kinds mermaid reports after drawing', () => {
    expect(diagramKindLabel('er')).toBe('Entity-relationship diagram');
    expect(diagramKindLabel('flowchart-v2')).toBe('Flowchart');
    expect(diagramKindLabel('classDiagram')).toBe('Class diagram');
  });

  it('calls anything it does not know simply a diagram', () => {
    expect(diagramKindLabel('something-new')).toBe('Diagram');
  });

  it('reads the kind from the first line that is not a comment', () => {
    expect(diagramKindOf('%% the domain\n\nerDiagram\n  USER ||--o{ ORDER : places')).toBe('erDiagram');
    expect(diagramKindOf('flowchart LR\n  a --> b')).toBe('flowchart');
    expect(diagramKindOf('xychart-beta\n')).toBe('xychart');
    expect(diagramKindOf('')).toBe('');
  });
});
