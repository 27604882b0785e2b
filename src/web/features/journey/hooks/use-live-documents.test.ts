import { describe, expect, it } from 'vitest';
import { applyDraftEvent, documentToolTarget, draftFields } from './use-live-documents.ts';

describe('documents written live from the chat stream', () => {
  it('recognises the document tools of every kind', () => {
    expect(documentToolTarget('create_prd_document')).toEqual({ mode: 'create', type: 'prd' });
    expect(documentToolTarget('update_domain_model_document')).toEqual({
      mode: 'update',
      type: 'domain-model',
    });
    expect(documentToolTarget('update_tech_stack_document')).toEqual({ mode: 'update', type: 'tech-stack' });
    expect(documentToolTarget('create_roadmap_document')).toBeNull();
    expect(documentToolTarget('search_web')).toBeNull();
  });

  it('keeps only texts and lists of texts from a tool input', () => {
    expect(draftFields({ title: 'T', key_features: ['a', 3, 'b'], extra: { nested: true }, n: 4 })).toEqual({
      title: 'T',
      key_features: ['a', 'b'],
    });
    expect(draftFields(null)).toEqual({});
  });

  it('shows a draft from the tool start until that same tool completes', () => {
    const started = applyDraftEvent(
      {},
      { type: 'tool_use_started', tool: { id: 't1', name: 'create_mvp_document', input: { title: 'MVP' } } },
    );
    expect(started.mvp).toEqual({ toolId: 't1', mode: 'create', fields: { title: 'MVP' } });
    const other = applyDraftEvent(started, {
      type: 'tool_use_completed',
      tool: { id: 't0', name: 'create_mvp_document' },
      success: true,
    });
    expect(other.mvp).toBeDefined();
    const done = applyDraftEvent(started, {
      type: 'tool_use_completed',
      tool: { id: 't1', name: 'create_mvp_document' },
      success: false,
    });
    expect(done).toEqual({});
  });

  it('drops every draft when the reply fails', () => {
    const started = applyDraftEvent(
      {},
      { type: 'tool_use_started', tool: { id: 't1', name: 'create_idea_document', input: {} } },
    );
    expect(applyDraftEvent(started, { type: 'error', error: 'AI response failed: boom' })).toEqual({});
  });
});
