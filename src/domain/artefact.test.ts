import { describe, expect, it } from 'vitest';
import { createArtefact, isArtefactType, updateArtefact } from './artefact.ts';
import { catchAppError } from './test-helpers.ts';

const base = { name: 'PRD', content: '# PRD', artefactType: 'prd' as const };

describe('artefacts', () => {
  it('belongs to a project or to a session', () => {
    expect(createArtefact({ ...base, owner: { projectId: 'p1' } })).toMatchObject({
      projectId: 'p1',
      sessionId: null,
    });
    expect(createArtefact({ ...base, owner: { sessionId: 's1' } })).toMatchObject({
      projectId: null,
      sessionId: 's1',
    });
  });

  it('requires the owner id', () => {
    expect(catchAppError(() => createArtefact({ ...base, owner: { projectId: '' } })).message).toBe(
      'Project ID is required',
    );
    expect(catchAppError(() => createArtefact({ ...base, owner: { sessionId: ' ' } })).message).toBe(
      'Session ID is required',
    );
  });

  it('trims the name and content', () => {
    const artefact = createArtefact({
      ...base,
      name: '  My PRD ',
      content: '\n body \n',
      owner: { sessionId: 's' },
    });
    expect(artefact.name).toBe('My PRD');
    expect(artefact.content).toBe('body');
  });

  it('keeps names under 200 characters after trimming', () => {
    const owner = { sessionId: 's' };
    expect(createArtefact({ ...base, owner, name: ` ${'n'.repeat(199)} ` }).name).toHaveLength(199);
    expect(catchAppError(() => createArtefact({ ...base, owner, name: 'n'.repeat(200) })).message).toBe(
      'Artefact name must be less than 200 characters',
    );
    expect(catchAppError(() => createArtefact({ ...base, owner, name: '  ' })).message).toBe(
      'Artefact name is required',
    );
  });

  it('requires content and accepts at most 1,000,000 characters after trimming', () => {
    const owner = { sessionId: 's' };
    expect(catchAppError(() => createArtefact({ ...base, owner, content: ' ' })).message).toBe(
      'Artefact content is required',
    );
    expect(createArtefact({ ...base, owner, content: ` ${'c'.repeat(1_000_000)} ` }).content).toHaveLength(
      1_000_000,
    );
    expect(
      catchAppError(() => createArtefact({ ...base, owner, content: 'c'.repeat(1_000_001) })).message,
    ).toBe('Artefact content is too large');
  });

  it('accepts only the six document types', () => {
    expect(['idea', 'prd', 'mvp', 'domain-model', 'tech-stack', 'summary'].every(isArtefactType)).toBe(true);
    expect(isArtefactType('roadmap')).toBe(false);
    const error = catchAppError(() =>
      createArtefact({ ...base, artefactType: 'roadmap' as never, owner: { sessionId: 's' } }),
    );
    expect(error.code).toBe('ARTEFACT_TYPE_INVALID');
  });

  it('replaces the content on update and stamps the time', () => {
    const artefact = createArtefact({ ...base, owner: { sessionId: 's' }, now: new Date(0) });
    const later = new Date(1000);
    const updated = updateArtefact(artefact, { content: ' new ' }, later);
    expect(updated).toMatchObject({ name: 'PRD', content: 'new', updatedAt: later });
    expect(catchAppError(() => updateArtefact(artefact, { content: '' })).code).toBe(
      'ARTEFACT_CONTENT_REQUIRED',
    );
  });
});
