/**
 * The one error catalogue: every user-facing message of SPEC.md §5 and §8 lives here once, as a code with its
 * message (parameterised where the spec says so), its HTTP status, and whether it is shown to the user or only
 * logged. Server code throws `AppError(code, params)`; the wire format is {"error":{"code","message"}}; the client
 * rebuilds an AppError from it and shows the message. Static messages are unique, so a message names its code
 * (validation.ts relies on that to turn a zod issue back into a specific code).
 */

type MessageFn<P> = (params: P) => string;

interface ErrorDefinition<P = undefined> {
  status: number;
  /** false: logged only, never shown to a user (the spec says "only logged"). */
  shown: boolean;
  message: P extends undefined ? string : MessageFn<P>;
}

function define<P = undefined>(def: ErrorDefinition<P>): ErrorDefinition<P> {
  return def;
}

/** An input rule broken by the caller. */
function invalid(message: string): ErrorDefinition {
  return { status: 400, shown: true, message };
}

/** The generic message an operation falls back to when something unexpected happens (SPEC §7 "Handling"). */
function failure(message: string): ErrorDefinition {
  return { status: 500, shown: true, message };
}

function invalidWith<P>(message: MessageFn<P>): ErrorDefinition<P> {
  return { status: 400, shown: true, message } as ErrorDefinition<P>;
}

function failureWith<P>(message: MessageFn<P>): ErrorDefinition<P> {
  return { status: 500, shown: true, message } as ErrorDefinition<P>;
}

function notFound(message: string): ErrorDefinition {
  return { status: 404, shown: true, message };
}

export const errorCatalogue = {
  // Generic
  INTERNAL: define({ status: 500, shown: true, message: 'Something went wrong' }),
  VALIDATION_FAILED: define<{ detail: string }>({ status: 400, shown: true, message: (p) => p.detail }),
  NOT_FOUND: notFound('Not found'),
  USER_NOT_AUTHENTICATED: define({ status: 401, shown: true, message: 'User not authenticated' }),
  FORBIDDEN: define({ status: 403, shown: true, message: 'Access denied' }),

  // Messages and chat (§5)
  MESSAGE_CONTENT_LENGTH: invalidWith<{ length: number }>(
    (p) => `Message content must be between 1 and 10000 characters. Current length: ${p.length}`,
  ),
  MESSAGE_CONTENT_NOT_STRING: invalid('Message content must be a string'),
  MESSAGE_CONTENT_REQUIRED: invalid('Message content is required'),
  MESSAGE_ID_INVALID: invalid('Message ID must be a valid UUID'),
  MESSAGE_TIMESTAMP_INVALID: invalid('Message timestamp must be a valid date'),
  MESSAGE_IS_USER_INVALID: invalid('Message isUser must be a boolean'),
  USER_ID_REQUIRED: invalid('User ID is required'),
  API_MESSAGES_REQUIRED: invalid('Messages are required for API call'),
  API_SESSION_ID_REQUIRED: invalid('Session ID is required for API call'),
  SESSION_ID_REQUIRED: invalid('Session ID is required'),
  SESSION_ID_INVALID: invalid('Session ID must be a valid UUID'),
  SESSION_TITLE_REQUIRED: invalid('Session title cannot be empty'),
  SESSION_TITLE_TOO_LONG: invalid('Session title must be at most 200 characters'),
  IDEA_CONTENT_REQUIRED: invalid('Idea content is required'),
  CHAT_SESSION_NOT_FOUND: notFound('Chat session not found'),
  MESSAGE_NOT_FOUND: notFound('Message not found'),

  // Generic operation failures (§8)
  FETCH_CHAT_SESSIONS_FAILED: failure('Failed to fetch chat sessions'),
  CREATE_CHAT_SESSION_FAILED: failure('Failed to create chat session'),
  DELETE_CHAT_SESSION_FAILED: failure('Failed to delete chat session'),
  UPDATE_SESSION_TITLE_FAILED: failure('Failed to update session title'),
  DELETE_SOME_SESSIONS_FAILED: failure('Failed to delete some sessions'),
  DELETE_ALL_SESSIONS_FAILED: failure('Failed to delete all sessions'),
  SEND_MESSAGE_FAILED: failure('Failed to send message'),
  FETCH_MESSAGES_FAILED: failure('Failed to fetch messages'),
  CREATE_PROJECT_FAILED: failure('Failed to create project'),
  GET_PROJECTS_FAILED: failure('Failed to get projects'),
  UPDATE_PROJECT_FAILED: failure('Failed to update project'),
  DELETE_PROJECT_FAILED: failure('Failed to delete project'),
  CREATE_ARTEFACT_FAILED: failure('Failed to create artefact'),
  CREATE_SESSION_ARTEFACT_FAILED: failure('Failed to create session artefact'),
  GET_ARTEFACTS_FAILED: failure('Failed to get artefacts'),
  GET_SESSION_ARTEFACTS_FAILED: failure('Failed to get session artefacts'),
  UPDATE_ARTEFACT_FAILED: failure('Failed to update artefact'),
  DELETE_ARTEFACT_FAILED: failure('Failed to delete artefact'),
  CREATE_DIAGRAM_FAILED: failure('Failed to create diagram'),
  GET_DIAGRAMS_FAILED: failure('Failed to get diagrams'),
  GENERATE_SESSION_TITLE_FAILED: failure('Failed to generate session title'),

  // Not found and journey stages (§8)
  ARTEFACT_NOT_FOUND: notFound('Artefact not found'),
  ARTEFACT_VERSION_NOT_FOUND: define<{ version: number }>({
    status: 404,
    shown: true,
    message: (p) => `Version ${p.version} of this artefact does not exist`,
  }),
  PROJECT_NOT_FOUND: notFound('Project not found'),
  DIAGRAM_NOT_FOUND: notFound('Diagram not found'),
  JOURNEY_STAGE_NOT_FOUND: notFound('Journey stage not found'),
  IDEA_JOURNEY_NOT_FOUND: notFound('Idea journey not found'),
  UNKNOWN_STAGE: invalidWith<{ stage: string }>((p) => `Unknown stage: ${p.stage}`),
  UNKNOWN_CURRENT_STAGE: invalidWith<{ stage: string }>((p) => `Unknown current stage: ${p.stage}`),
  INVALID_TRANSITION: define<{ from: string; to: string; validNext: readonly string[] }>({
    status: 409,
    shown: true,
    message: (p) =>
      `Invalid transition from ${p.from} to ${p.to}. Valid next stages are: ${
        p.validNext.length > 0 ? p.validNext.join(', ') : 'none'
      }`,
  }),

  // Stage data (§5, §8)
  IDEA_DESCRIPTION_REQUIRED: invalid('Idea stage requires a description'),
  IDEA_DESCRIPTION_TOO_SHORT: invalid('Idea description must be at least 10 characters long'),
  PRD_FIELD_REQUIRED: invalidWith<{ field: string }>((p) => `PRD stage requires ${p.field}`),
  MVP_FEATURE_REQUIRED: invalid('MVP stage requires at least one MVP feature'),
  MVP_USER_STORY_REQUIRED: invalid('MVP stage requires at least one user story'),
  DOMAIN_MODEL_ENTITY_REQUIRED: invalid('Domain model stage requires at least one entity'),
  TECH_STACK_CHOICE_REQUIRED: invalidWith<{ field: string }>(
    (p) => `Tech stack stage requires ${p.field} technology choice`,
  ),

  // Projects, artefacts, diagrams (§5)
  PROJECT_ID_REQUIRED: invalid('Project ID is required'),
  PROJECT_NAME_REQUIRED: invalid('Project name is required'),
  PROJECT_NAME_TOO_LONG: invalid('Project name must be less than 200 characters'),
  PROJECT_ID_INVALID: invalid('Project ID must be a valid UUID'),
  PROJECT_CHATS_CHOICE_REQUIRED: invalid("Choose whether to unlink or delete this project's chats"),
  PROJECT_PROMOTE_NOT_PROJECT_CHAT: invalid(
    "Only a document of one of this project's chats can be promoted into it",
  ),
  ARTEFACT_NAME_REQUIRED: invalid('Artefact name is required'),
  ARTEFACT_NAME_TOO_LONG: invalid('Artefact name must be less than 200 characters'),
  ARTEFACT_CONTENT_REQUIRED: invalid('Artefact content is required'),
  ARTEFACT_CONTENT_TOO_LARGE: invalid('Artefact content is too large'),
  ARTEFACT_TYPE_INVALID: invalid(
    'Artefact type must be one of: idea, prd, mvp, domain-model, tech-stack, summary',
  ),
  MESSAGE_ID_REQUIRED: invalid('Message ID is required'),
  CONTENT_REQUIRED: invalid('Content is required'),
  DOCUMENT_FIELD_REQUIRED: invalidWith<{ document: string; field: string }>(
    (p) => `${p.document} document requires ${p.field}`,
  ),
  DOCUMENT_FIELD_INVALID: invalidWith<{ document: string; field: string }>(
    (p) => `${p.document} document has an invalid ${p.field}`,
  ),
  DIAGRAM_STATUS_TRANSITION: define({
    status: 409,
    shown: true,
    message: 'A diagram can only move from generated to rendered',
  }),

  // Artefact creation at the data layer (§8)
  ARTEFACT_OWNER_NOT_FOUND: notFound('Project not found or access denied'),
  ARTEFACT_DUPLICATE_NAME: define({
    status: 409,
    shown: true,
    message: 'An artefact with this name already exists',
  }),
  ARTEFACT_ACCESS_DENIED: define({
    status: 403,
    shown: true,
    message: 'Access denied. Please ensure you have permission to create artefacts in this project/session',
  }),
  DATABASE_ERROR: failureWith<{ message: string }>((p) => `Database error: ${p.message}`),
  ARTEFACT_NO_ID_RETURNED: failure('Failed to create artefact - no ID returned'),

  // Streaming (§8)
  STREAM_TIMEOUT: define({
    status: 504,
    shown: true,
    message: 'Stream timeout - no data received after 30 seconds',
  }),
  REQUEST_TIMED_OUT: define({ status: 504, shown: true, message: 'Request timed out - please try again' }),
  NETWORK_ERROR: define({
    status: 503,
    shown: true,
    message: 'Network error - please check your connection',
  }),
  AUTHENTICATION_FAILED: define({
    status: 401,
    shown: true,
    message: 'Authentication failed - please try refreshing the page',
  }),
  AI_RESPONSE_FAILED: define<{ message: string }>({
    status: 502,
    shown: true,
    message: (p) => `AI response failed: ${p.message}`,
  }),
  EDGE_FUNCTION_ERROR: define<{ status: number }>({
    status: 502,
    shown: true,
    message: (p) => `Edge function error with status ${p.status}`,
  }),
  NO_RESPONSE_BODY: define({ status: 502, shown: true, message: 'No response body available for streaming' }),
  CHAT_RATE_LIMITED: define<{ seconds: number }>({
    status: 429,
    shown: true,
    message: (p) => `You are sending messages too quickly. Please wait ${p.seconds} seconds and try again.`,
  }),
  SAVE_REPLY_FAILED: failure('Failed to save the reply'),

  // Authentication (§5, §8)
  INVALID_EMAIL_FORMAT: invalid('Invalid email format'),
  EMAIL_FORM_INVALID: invalid('Please enter a valid email address'),
  ANONYMOUS_CANNOT_HAVE_EMAIL: invalid('Anonymous users cannot have email'),
  PASSWORD_TOO_SHORT: invalid('Password must be at least 8 characters long'),
  PASSWORD_REQUIRED: invalid('Password is required'),
  PASSWORD_TOO_LONG: invalid('Password must be at most 128 characters long'),
  INVALID_CREDENTIALS: define({ status: 401, shown: true, message: 'Invalid email or password' }),
  ACCOUNT_LOCKED: define<{ minutes: number }>({
    status: 429,
    shown: true,
    message: (p) => `Account locked. Try again in ${p.minutes} minutes.`,
  }),
  CAPTCHA_REQUIRED: invalid('Security verification is required'),
  FULL_NAME_TOO_LONG: invalid('Full name must be at most 100 characters'),
  PROFILE_NOT_FOUND: notFound('Profile not found'),
  USER_NOT_FOUND: notFound('User not found'),
  UPDATE_PROFILE_FAILED: failure('Failed to update profile'),
  RATE_LIMITED: define({ status: 429, shown: true, message: 'Too many attempts. Please wait a moment.' }),
  ACCOUNT_DELETE_CONFIRMATION_REQUIRED: invalid('Type DELETE to confirm account deletion'),
  LINK_PROOF_INVALID: define({
    status: 403,
    shown: true,
    message: 'This anonymous account cannot be linked from this session',
  }),
  ONLY_ANONYMOUS_CAN_UPGRADE: define({
    status: 403,
    shown: true,
    message: 'Only an anonymous account can be upgraded',
  }),
  OAUTH_SIGN_IN_FAILED: define<{ provider: string }>({
    status: 502,
    shown: true,
    message: (p) => `Failed to sign in with ${p.provider}`,
  }),
  SIGN_IN_ERROR: failure('An error occurred during sign in'),
  ACCOUNT_UPGRADE_TRANSFER_FAILED: failure(
    'Account upgrade completed, but there was an issue transferring your data.',
  ),
  AUTH_SERVICE_NOT_READY: define({ status: 503, shown: true, message: 'Auth service not ready' }),
  AUTH_NOT_INITIALIZED: define({ status: 503, shown: true, message: 'Auth not initialized' }),
  AUTH_STATE_LOADING: define({ status: 503, shown: true, message: 'Authentication state loading...' }),
  CREATE_USER_SESSION_FAILED: failure('Failed to create user session'),
  LINK_ANONYMOUS_ACCOUNT_FAILED: failure('Failed to link anonymous account'),

  // Notifications (§5, §8)
  NOTIFICATION_NOT_FOUND: define<{ id: string }>({
    status: 404,
    shown: true,
    message: (p) => `Notification with ID ${p.id} not found`,
  }),
  // 404, not 403: another user must not learn the notification exists (DESIGN convention 4); logged only.
  NOTIFICATION_NOT_AUTHORIZED: define<{ userId: string; notificationId: string }>({
    status: 404,
    shown: false,
    message: (p) => `User ${p.userId} is not authorized to access notification ${p.notificationId}`,
  }),
  NOTIFICATION_MARK_READ_DENIED: notFound('Notification not found, already archived, or access denied'),
  // An unsubscribe link whose signature does not match (altered, or from another installation).
  NOTIFICATION_UNSUBSCRIBE_LINK_INVALID: invalid('This unsubscribe link is not valid'),
  NOTIFICATION_TITLE_EMPTY: invalid('Notification title cannot be empty'),
  NOTIFICATION_BODY_EMPTY: invalid('Notification body cannot be empty'),
  NOTIFICATION_CHANNEL_REQUIRED: invalid('Notification must have at least one channel'),
  NOTIFICATION_EXPIRY_NOT_FUTURE: invalid('Notification expiration date must be in the future'),
  NOTIFICATION_SCHEDULE_NOT_FUTURE: invalid('Notification scheduled date must be in the future'),
  NOTIFICATION_AUDIENCE_REQUIRED: invalid('Choose exactly one audience: user IDs, a role, or everyone'),
  NOTIFICATION_EXPIRY_BEFORE_SCHEDULE: invalid(
    'Notification expiration date must be after its scheduled date',
  ),
  NOTIFICATION_ACTION_URL_INVALID: invalid(
    'Notification action URL must be a relative path or an http(s) address',
  ),
  SEND_NOTIFICATION_FAILED: failure('Failed to send notification'),
  SEND_BULK_NOTIFICATIONS_FAILED: failure('Failed to send bulk notifications'),
  MARK_NOTIFICATION_READ_FAILED: failure('Failed to mark notification as read'),
  MARK_ALL_NOTIFICATIONS_READ_FAILED: failure('Failed to mark all notifications as read'),
  ARCHIVE_NOTIFICATION_FAILED: failure('Failed to archive notification'),
  UNARCHIVE_NOTIFICATION_FAILED: failure('Failed to unarchive notification'),
  UPDATE_BADGE_COUNT_FAILED: define({ status: 500, shown: false, message: 'Failed to update badge count' }),
  MARK_AS_READ_TOAST_FAILED: failure('Failed to mark as read'),
  MARK_ALL_AS_READ_TOAST_FAILED: failure('Failed to mark all as read'),
  NOTIFICATION_COUNT_OUTSIDE_PROVIDER: define({
    status: 500,
    shown: false,
    message: 'useNotificationCount must be used within a NotificationCountProvider',
  }),

  // Accounting and finance (§5, §8)
  AMOUNT_NEGATIVE: invalid('Amount cannot be negative'),
  AMOUNT_INVALID: invalid('Amount must be a decimal number'),
  AMOUNT_TOO_PRECISE: invalid('Amount must have at most 4 decimal places'),
  EXCHANGE_RATE_INVALID: invalid('Exchange rate must be a decimal number'),
  CURRENCY_INVALID: invalid('Currency must be a 3-letter ISO code'),
  CURRENCY_MISMATCH: invalidWith<{ operation: 'add' | 'subtract' | 'compare'; left: string; right: string }>(
    (p) => `Cannot ${p.operation} different currencies: ${p.left} and ${p.right}`,
  ),
  DIVIDE_BY_ZERO: invalid('Cannot divide by zero'),
  BALANCE_CURRENCY_MISMATCH: invalid('Balance currency must match account currency'),
  EXCHANGE_RATE_NOT_POSITIVE: invalid('Exchange rate must be positive'),
  EXCHANGE_RATE_SAME_CURRENCY: invalid('Exchange rate currencies must be different'),
  EXCHANGE_RATE_WRONG_CURRENCY: invalidWith<{ currency: string; from: string; to: string }>(
    (p) => `Cannot convert ${p.currency} with a ${p.from} to ${p.to} rate`,
  ),
  ACCOUNT_CODE_EMPTY: invalid('Account code cannot be empty'),
  BANK_ACCOUNT_PROVIDER_ID_REQUIRED: invalid('Bank account provider ID is required'),
  BANK_ACCOUNT_NAME_REQUIRED: invalid('Bank account name is required'),
  TRANSACTION_PROVIDER_ID_REQUIRED: invalid('Bank transaction provider ID is required'),
  TRANSACTION_DATE_INVALID: invalid('Transaction date must be a valid date'),
  TRANSACTION_TYPE_INVALID: invalid(
    'Transaction type must be one of: RECEIVE, RECEIVE_OVERPAYMENT, RECEIVE_PREPAYMENT, SPEND, ' +
      'SPEND_OVERPAYMENT, SPEND_PREPAYMENT, RECEIVE_TRANSFER, SPEND_TRANSFER',
  ),
  FETCH_TAX_RATES_FAILED: define<{ statusText: string }>({
    status: 502,
    shown: true,
    message: (p) => `Failed to fetch tax rates: ${p.statusText}`,
  }),
  FETCH_BANK_TRANSACTIONS_FAILED: define<{ statusText: string }>({
    status: 502,
    shown: true,
    message: (p) => `Failed to fetch bank transactions: ${p.statusText}`,
  }),
  GET_PROVIDER_CREDENTIALS_FAILED: define<{ provider: string; message: string }>({
    status: 502,
    shown: true,
    message: (p) => `Failed to get ${p.provider} credentials: ${p.message}`,
  }),
  INVALID_PROVIDER_CREDENTIALS: define<{ provider: string }>({
    status: 502,
    shown: true,
    message: (p) => `Invalid credentials response from ${p.provider}`,
  }),
  BANK_ACCOUNT_NOT_FOUND: notFound('Bank account not found'),
  UPDATE_EXCHANGE_RATES_FAILED: failure('Failed to update exchange rates'),
  NO_EXCHANGE_RATE_FOUND: notFound('No exchange rate found'),
  RATE_NOT_FOUND: notFound('Rate not found'),

  // Roles (§8): each carries its cause
  GET_USER_ROLES_FAILED: failureWith<{ cause: string }>((p) => `Failed to get user roles: ${p.cause}`),
  CHECK_USER_ROLE_FAILED: failureWith<{ cause: string }>((p) => `Failed to check user role: ${p.cause}`),
  ASSIGN_ROLE_FAILED: failureWith<{ cause: string }>((p) => `Failed to assign role: ${p.cause}`),
  REMOVE_ROLE_FAILED: failureWith<{ cause: string }>((p) => `Failed to remove role: ${p.cause}`),

  // Screen sharing and presence (§8): presence failures are retried, so they are only logged
  SCREEN_CAPTURE_FAILED: define({
    status: 500,
    shown: true,
    message: 'Failed to start screen capture. User may have denied permission.',
  }),
  PRESENCE_START_FAILED: define({ status: 500, shown: false, message: 'Failed to start presence tracking' }),
  PRESENCE_HEARTBEAT_FAILED: define({ status: 500, shown: false, message: 'Presence heartbeat failed' }),
  DOCUMENT_SAVE_FAILED: define({ status: 500, shown: false, message: 'Failed to save document' }),

  // Project pages, bounded contexts, infrastructure items and their derivation from the documents
  PROJECT_PAGE_NOT_FOUND: notFound('Project page not found'),
  BOUNDED_CONTEXT_NOT_FOUND: notFound('Bounded context not found'),
  INFRASTRUCTURE_ITEM_NOT_FOUND: notFound('Infrastructure item not found'),
  PROJECT_ITEM_NAME_REQUIRED: invalid('Name is required'),
  PROJECT_ITEM_NAME_TOO_LONG: invalid('Name must be less than 200 characters'),
  PROJECT_ITEM_TEXT_TOO_LONG: invalid('Text must be at most 2000 characters'),
  PROJECT_ITEM_LIST_INVALID: invalid('Each entry must be 1 to 500 characters, at most 100 entries'),
  PROJECT_ITEM_STATUS_INVALID: invalidWith<{ statuses: readonly string[] }>(
    (p) => `Status must be one of: ${p.statuses.join(', ')}`,
  ),
  PAGE_ROUTE_INVALID: invalid('Route must start with / and contain no spaces'),
  PAGE_ROUTE_TAKEN: define({
    status: 409,
    shown: true,
    message: 'Another page of this project already has this route',
  }),
  BOUNDED_CONTEXT_NAME_TAKEN: define({
    status: 409,
    shown: true,
    message: 'Another bounded context of this project already has this name',
  }),
  INFRASTRUCTURE_NAME_TAKEN: define({
    status: 409,
    shown: true,
    message: 'Another infrastructure item of this project already has this name',
  }),
  CONTEXT_RELATIONSHIP_INVALID: invalid(
    'A relationship needs the other context and a direction: upstream or downstream',
  ),
  INFRASTRUCTURE_KIND_INVALID: invalid(
    'Kind must be one of: frontend, backend, database, hosting, storage, queue, cache, auth, monitoring, email, payments, ai, other',
  ),
  INFRASTRUCTURE_ENVIRONMENT_INVALID: invalid(
    'Environment must be one of: development, staging, production, all',
  ),
  COST_ESTIMATE_INVALID: invalid('Cost estimate must be a number of US dollars a month, 0 or more'),
  INFRASTRUCTURE_LINK_INVALID: invalid('Links must be valid URLs, at most 20'),
  DERIVATION_ACCEPT_REQUIRED: invalid('Choose at least one proposed change to accept'),
  DERIVATION_OUT_OF_DATE: define({
    status: 409,
    shown: true,
    message: 'The proposed changes are out of date; review them again',
  }),
  GET_PROJECT_ITEMS_FAILED: failure('Failed to get project items'),
  CREATE_PROJECT_ITEM_FAILED: failure('Failed to create item'),
  UPDATE_PROJECT_ITEM_FAILED: failure('Failed to update item'),
  DELETE_PROJECT_ITEM_FAILED: failure('Failed to delete item'),
  DERIVATION_FAILED: failure('Failed to derive from the documents'),
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

type DefinitionOf<C extends ErrorCode> = (typeof errorCatalogue)[C];
export type ErrorParams<C extends ErrorCode> =
  DefinitionOf<C>['message'] extends MessageFn<infer P> ? P : undefined;

type ParamsArg<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

export function errorMessage<C extends ErrorCode>(code: C, ...args: ParamsArg<C>): string {
  const def = errorCatalogue[code] as ErrorDefinition<unknown>;
  return typeof def.message === 'function' ? (def.message as MessageFn<unknown>)(args[0]) : def.message;
}

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly shown: boolean;

  constructor(code: C, ...args: ParamsArg<C>) {
    super(errorMessage(code, ...args));
    this.name = 'AppError';
    this.code = code;
    const def = errorCatalogue[code] as ErrorDefinition<unknown>;
    this.status = def.status;
    this.shown = def.shown;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export interface WireError {
  error: { code: string; message: string };
}

export function toWireError(error: AppError): WireError {
  return { error: { code: error.code, message: error.message } };
}

/**
 * The client's way back from the wire: the server already rendered the message (with its parameters), so the
 * rebuilt error keeps that text instead of re-rendering it; an unknown code becomes INTERNAL with the given text.
 */
export function rebuildAppError(wire: WireError): AppError {
  const code: ErrorCode = isErrorCode(wire.error.code) ? wire.error.code : 'INTERNAL';
  const rebuilt = new AppError('INTERNAL');
  const def = errorCatalogue[code] as ErrorDefinition<unknown>;
  Object.assign(rebuilt, { code, status: def.status, shown: def.shown, message: wire.error.message });
  return rebuilt;
}

export function isWireError(value: unknown): value is WireError {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    typeof (inner as { code?: unknown }).code === 'string' &&
    typeof (inner as { message?: unknown }).message === 'string'
  );
}
