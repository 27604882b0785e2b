import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ArtefactType, isArtefactType } from '../../../../domain/artefact.ts';
import type { ChatEvent } from '../../../../domain/chat-events.ts';
import type { DocumentFields } from '../../../../domain/journey-api.ts';
import { subscribeChatEvents } from '../../../lib/chat-event-bus.ts';
import { artefactKeys } from '../api/artefacts.ts';
import { journeyKeys } from '../api/journey.ts';

/** A document the assistant is writing right now, from its tool call's input, before the save lands. */
export interface LiveDraft {
  toolId: string;
  mode: 'create' | 'update';
  fields: DocumentFields;
}

export type LiveDrafts = Partial<Record<ArtefactType, LiveDraft>>;

const DOCUMENT_TOOL = /^(create|update)_([a-z_]+)_document$/;

/** "update_domain_model_document" → { mode: 'update', type: 'domain-model' } */
export function documentToolTarget(name: string): { mode: 'create' | 'update'; type: ArtefactType } | null {
  const match = DOCUMENT_TOOL.exec(name);
  if (!match) return null;
  const type = (match[2] ?? '').replace(/_/g, '-');
  return isArtefactType(type) ? { mode: match[1] as 'create' | 'update', type } : null;
}

/** Keeps the texts and lists of texts of a tool input; anything else a model sends is not a document field. */
export function draftFields(input: unknown): DocumentFields {
  if (typeof input !== 'object' || input === null) return {};
  const fields: DocumentFields = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value))
      fields[key] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/** Applies one stream event to the drafts in progress. Pure, for tests. */
export function applyDraftEvent(drafts: LiveDrafts, event: ChatEvent): LiveDrafts {
  if (event.type === 'tool_use_started') {
    const target = documentToolTarget(event.tool.name);
    if (!target) return drafts;
    return {
      ...drafts,
      [target.type]: { toolId: event.tool.id, mode: target.mode, fields: draftFields(event.tool.input) },
    };
  }
  if (event.type === 'tool_use_completed') {
    const target = documentToolTarget(event.tool.name);
    if (!target || drafts[target.type]?.toolId !== event.tool.id) return drafts;
    const { [target.type]: _done, ...rest } = drafts;
    return rest;
  }
  // The reply is over (saved, or failed): whatever was being written has landed or never will.
  if (event.type === 'error' || event.type === 'completion_confirmed') return {};
  return drafts;
}

/** Whether the event means stored documents or the journey may have changed. */
function changesDocuments(event: ChatEvent): boolean {
  switch (event.type) {
    case 'tool_use_completed':
      return documentToolTarget(event.tool.name) !== null;
    case 'tool_processing_completed':
    case 'content_complete':
    case 'completion_confirmed':
      return true;
    default:
      return false;
  }
}

/**
 * Follows the chat stream of this session: shows a document while the assistant writes it, and refreshes the
 * documents and the journey as soon as a document tool has finished and again when the reply is complete.
 */
export function useLiveDocuments(sessionId: string): LiveDrafts {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<LiveDrafts>({});

  useEffect(() => {
    setDrafts({});
    return subscribeChatEvents((eventSessionId, event) => {
      if (eventSessionId !== sessionId) return;
      if (changesDocuments(event)) {
        // The draft stays on screen until the stored document has been read again, so nothing flickers back.
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: artefactKeys.forSession(sessionId) }),
          queryClient.invalidateQueries({ queryKey: ['artefacts', 'detail'] }),
          queryClient.invalidateQueries({ queryKey: ['artefacts', 'versions'] }),
          queryClient.invalidateQueries({ queryKey: journeyKeys.state(sessionId) }),
        ]).finally(() => setDrafts((current) => applyDraftEvent(current, event)));
        return;
      }
      setDrafts((current) => applyDraftEvent(current, event));
    });
  }, [queryClient, sessionId]);

  return drafts;
}
