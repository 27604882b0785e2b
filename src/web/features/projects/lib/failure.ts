import { errorMessage } from '../../../../domain/errors.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** The generic failures of the operations on this screen (SPEC.md §8). */
export type FailureCode =
  | 'CREATE_PROJECT_FAILED'
  | 'GET_PROJECTS_FAILED'
  | 'UPDATE_PROJECT_FAILED'
  | 'DELETE_PROJECT_FAILED'
  | 'GET_ARTEFACTS_FAILED'
  | 'GET_SESSION_ARTEFACTS_FAILED'
  | 'UPDATE_ARTEFACT_FAILED'
  | 'FETCH_CHAT_SESSIONS_FAILED';

/**
 * What to tell the user when an operation fails: the server's catalogue message when it answered one about the
 * request (4xx) or the network failed, else the operation's own generic failure ("Failed to create project").
 */
export function failureText(error: unknown, fallback: FailureCode): string {
  if (isApiError(error) && (error.code === 'NETWORK_ERROR' || (error.status >= 400 && error.status < 500))) {
    return error.message;
  }
  return errorMessage(fallback);
}
