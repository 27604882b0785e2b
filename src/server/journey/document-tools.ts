/**
 * The twelve document tools the model sees: create_<kind>_document and update_<kind>_document for each kind of the
 * registry. A tool's failure is reported in the spec's words ("Not Found (No PRD document exists for this session
 * to update)", "Failed to Update PRD (Please try again)"); a failed save is logged, and the reply goes on.
 */
import type { ArtefactType } from '../../domain/artefact.ts';
import { AppError } from '../../domain/errors.ts';
import {
  documentNotFoundText,
  documentUpdateFailedText,
  type ToolResultText,
} from '../../domain/messages.ts';
import type { AnyChatTool, ChatToolContext } from '../chat/chat-tool.ts';
import { type DocumentKind, modelInputSchema } from './documents/document-kind.ts';
import { DOCUMENT_KINDS } from './documents/registry.ts';
import { saveSessionDocument } from './save-document.ts';

/** "Not Found (No PRD document exists for this session to update)" */
export function toolResultMessage(text: ToolResultText): string {
  return `${text.title} (${text.detail})`;
}

export class DocumentToolError extends Error {
  override name = 'DocumentToolError';
}

function toolNamePart(type: ArtefactType): string {
  return type.replace(/-/g, '_');
}

export function createToolName(type: ArtefactType): string {
  return `create_${toolNamePart(type)}_document`;
}

export function updateToolName(type: ArtefactType): string {
  return `update_${toolNamePart(type)}_document`;
}

export const DOCUMENT_TOOL_NAMES: readonly string[] = DOCUMENT_KINDS.flatMap((kind) => [
  createToolName(kind.type),
  updateToolName(kind.type),
]);
export const DOMAIN_MODEL_TOOL_NAMES: readonly string[] = [
  createToolName('domain-model'),
  updateToolName('domain-model'),
];

async function runDocumentTool(
  kind: DocumentKind,
  mode: 'create' | 'update',
  input: Record<string, unknown>,
  context: ChatToolContext,
): Promise<void> {
  try {
    await saveSessionDocument({ ...context, type: kind.type, fields: input, mode });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ARTEFACT_NOT_FOUND') {
      throw new DocumentToolError(toolResultMessage(documentNotFoundText(kind.type)));
    }
    // A field the model got wrong: its catalogue message tells the model what to fix.
    if (error instanceof AppError && error.status === 400) throw new DocumentToolError(error.message);
    context.log.error(
      { err: error, tool: `${mode}_${kind.type}`, sessionId: context.sessionId },
      'document save failed',
    );
    throw new DocumentToolError(toolResultMessage(documentUpdateFailedText(kind.type)));
  }
}

function fieldList(kind: DocumentKind): string {
  return kind.fields.map((f) => `${f.name}${f.required ? '' : ' (optional)'}`).join(', ');
}

export function createDocumentTools(): AnyChatTool[] {
  return DOCUMENT_KINDS.flatMap((registered): AnyChatTool[] => {
    const kind = registered as DocumentKind;
    return [
      {
        name: createToolName(kind.type),
        description: `${kind.purpose} Creates the ${kind.label} document of this chat (replacing it if one exists). Give every required field, in the person's own words: ${fieldList(kind)}.`,
        inputSchema: modelInputSchema(kind, { partial: false }),
        execute: (input, context) => runDocumentTool(kind, 'create', input, context),
      },
      {
        name: updateToolName(kind.type),
        description: `Updates the existing ${kind.label} document of this chat: give only the fields that change (${fieldList(kind)}); the others are kept. Use it when the person changes their mind or an earlier document changed.`,
        inputSchema: modelInputSchema(kind, { partial: true }),
        execute: (input, context) => runDocumentTool(kind, 'update', input, context),
      },
    ];
  });
}
