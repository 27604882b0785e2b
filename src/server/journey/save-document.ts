/**
 * A document written by the assistant's tools: validated with its kind's schema, rendered, and saved as the
 * session's artefact of that kind (a new version when it exists), which moves the journey on.
 */
import type { ArtefactType } from '../../domain/artefact.ts';
import { AppError } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { findSessionArtefactByType } from '../db/repositories/artefacts-repository.ts';
import type { ArtefactRow } from '../db/schema.ts';
import {
  createArtefactFor,
  defaultArtefactName,
  renderDocument,
  writeArtefact,
} from './artefacts-service.ts';

export async function saveSessionDocument(options: {
  db: Db;
  userId: string;
  sessionId: string;
  type: ArtefactType;
  fields: Record<string, unknown>;
  /** create replaces an existing document of the kind; update merges the fields and needs one to exist. */
  mode: 'create' | 'update';
}): Promise<{ artefactId: string }> {
  const { db, userId, sessionId, type } = options;
  const existing: ArtefactRow | undefined = await findSessionArtefactByType({
    db,
    sessionId,
    artefactType: type,
  });
  if (options.mode === 'update' && !existing) throw new AppError('ARTEFACT_NOT_FOUND');
  const fields =
    options.mode === 'update'
      ? { ...(existing?.document ?? {}), ...definedOnly(options.fields) }
      : options.fields;
  const rendered = renderDocument(type, fields);
  if (!existing) {
    const created = await createArtefactFor({
      db,
      userId,
      owner: { sessionId },
      request: { artefactType: type, document: rendered.document },
    });
    return { artefactId: created.id };
  }
  await writeArtefact({
    db,
    userId,
    row: existing,
    name: defaultArtefactName(type, rendered.title),
    content: rendered.content,
    document: rendered.document,
    reconfirm: options.mode === 'create',
  });
  return { artefactId: existing.id };
}

function definedOnly(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );
}
