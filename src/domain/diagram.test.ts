import { describe, expect, it } from 'vitest';
import { changeDiagramStatus, createDiagram, markDiagramRendered, updateDiagramContent } from './diagram.ts';
import { catchAppError } from './test-helpers.ts';

describe('diagrams', () => {
  it('starts as generated mermaid for its message', () => {
    const diagram = createDiagram('m1', ' graph TD; A-->B ');
    expect(diagram).toMatchObject({ messageId: 'm1', content: 'graph TD; A-->B', diagramType: 'mermaid' });
    expect(diagram.status).toBe('generated');
  });

  it('requires a message id and content', () => {
    expect(catchAppError(() => createDiagram('', 'x')).message).toBe('Message ID is required');
    expect(catchAppError(() => createDiagram('m1', '  ')).message).toBe('Content is required');
  });

  it('moves from generated to rendered, and rendering again changes nothing', () => {
    const rendered = markDiagramRendered(createDiagram('m1', 'x'));
    expect(rendered.status).toBe('rendered');
    expect(markDiagramRendered(rendered)).toBe(rendered);
  });

  it('never goes back from rendered to generated', () => {
    const rendered = markDiagramRendered(createDiagram('m1', 'x'));
    expect(catchAppError(() => changeDiagramStatus(rendered, 'generated')).code).toBe(
      'DIAGRAM_STATUS_TRANSITION',
    );
  });

  it('updates content only to non-empty text', () => {
    const diagram = createDiagram('m1', 'x');
    expect(updateDiagramContent(diagram, 'y').content).toBe('y');
    expect(catchAppError(() => updateDiagramContent(diagram, '')).message).toBe('Content is required');
  });
});
