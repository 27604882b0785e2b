/**
 * The HTTP contract of a project's structure: its pages (the product's screens), bounded contexts and
 * infrastructure items, and their derivation from the project's documents. Declared once so the server validates
 * and answers with these schemas and the web parses them. Additive changes only.
 *
 * ## API for the web
 * All JSON, camelCase, scoped to the caller (another user's project or item answers 404), errors
 * `{"error":{"code","message"}}`. `:id` is the project, `:itemId` the item.
 *
 * Pages
 * - `GET    /api/projects/:id/pages`                 → `PageList` (`{items: PageItem[]}`, by position).
 * - `POST   /api/projects/:id/pages`                 `CreatePageRequest` → 201 `PageItem` (origin "manual").
 * - `GET    /api/projects/:id/pages/:itemId`         → `PageItem`.
 * - `PATCH  /api/projects/:id/pages/:itemId`         `UpdatePageRequest` → `PageItem`.
 * - `DELETE /api/projects/:id/pages/:itemId`         → 204.
 * Bounded contexts
 * - `GET    /api/projects/:id/contexts`              → `ContextList` (`{items, contextMap}`: the context map as
 *   Mermaid `flowchart` source, null when there are no contexts; draw it with the Mermaid renderer).
 * - `POST   /api/projects/:id/contexts`              `CreateContextRequest` → 201 `ContextItem`.
 * - `GET|PATCH|DELETE /api/projects/:id/contexts/:itemId` like pages (`UpdateContextRequest`).
 * Infrastructure
 * - `GET    /api/projects/:id/infrastructure`        → `InfrastructureList` (`{items, totalMonthlyCostEstimate}`).
 * - `POST   /api/projects/:id/infrastructure`        `CreateInfrastructureRequest` → 201 `InfrastructureItem`.
 * - `GET|PATCH|DELETE /api/projects/:id/infrastructure/:itemId` like pages (`UpdateInfrastructureRequest`).
 * Derivation from the documents
 * - `GET    /api/projects/:id/derivation`            → `DerivationPreview`: the sources used (the newest MVP,
 *   domain model and tech stack among the project's own documents and its chats' documents) and the proposals:
 *   per item `add`/`remove`, per field `change` (with the current, proposed and previously derived values, and
 *   `edited` when accepting would replace what the user wrote by hand).
 * - `POST   /api/projects/:id/derivation`            `ApplyDerivationRequest` `{accept: proposalKey[]}` →
 *   `ApplyDerivationResult` (what was applied, and the proposals still open). A key's value includes a hash of
 *   what it proposes, so keys are stable while the documents and items stay the same; if they changed since the
 *   preview, 409 "The proposed changes are out of date; review them again" and nothing is applied.
 *
 * Filling: a kind with no items yet is filled from the documents directly, without proposals, when a chat is
 * saved into or linked to the project, a document of the project or of one of its chats is saved, or a document
 * is promoted. From then on nothing is overwritten: differences are only proposed.
 *
 * The public shared view (`GET /api/shared/projects/:token`, projects-api.ts) carries `pages`, `contexts`,
 * `contextMap` and `infrastructure` too.
 */
import { z } from 'zod';
import { uuidSchema } from './message.ts';
import {
  BOUNDED_CONTEXT_STATUSES,
  INFRASTRUCTURE_ENVIRONMENTS,
  INFRASTRUCTURE_KINDS,
  INFRASTRUCTURE_STATUSES,
  PROJECT_ITEM_ORIGINS,
  PROJECT_PAGE_STATUSES,
} from './project-items.ts';
import { catalogued } from './validation.ts';

export const PROJECT_ITEM_KINDS = ['page', 'context', 'infrastructure'] as const;
export type ProjectItemKind = (typeof PROJECT_ITEM_KINDS)[number];
export const projectItemKindSchema = z.enum(PROJECT_ITEM_KINDS);

/** The path segment of each kind under /api/projects/:id/ (and the web's routes). */
export const PROJECT_ITEM_PATHS = {
  page: 'pages',
  context: 'contexts',
  infrastructure: 'infrastructure',
} as const satisfies Record<ProjectItemKind, string>;

export const PROJECT_ITEM_NAME_MAX_LENGTH = 200;

export const pageItemIdParamSchema = uuidSchema(catalogued('PROJECT_PAGE_NOT_FOUND'));
export const contextItemIdParamSchema = uuidSchema(catalogued('BOUNDED_CONTEXT_NOT_FOUND'));
export const infrastructureItemIdParamSchema = uuidSchema(catalogued('INFRASTRUCTURE_ITEM_NOT_FOUND'));

// ---- Fields (requests) -------------------------------------------------------------------------------------

const nameSchema = z
  .string(catalogued('PROJECT_ITEM_NAME_REQUIRED'))
  .trim()
  .min(1, catalogued('PROJECT_ITEM_NAME_REQUIRED'))
  .max(PROJECT_ITEM_NAME_MAX_LENGTH, catalogued('PROJECT_ITEM_NAME_TOO_LONG'));

/** Free text; blank clears it (null). */
const purposeSchema = z
  .string(catalogued('PROJECT_ITEM_TEXT_TOO_LONG'))
  .trim()
  .max(2000, catalogued('PROJECT_ITEM_TEXT_TOO_LONG'))
  .transform((text) => (text === '' ? null : text))
  .nullable();

const textListSchema = z
  .array(
    z
      .string(catalogued('PROJECT_ITEM_LIST_INVALID'))
      .trim()
      .min(1, catalogued('PROJECT_ITEM_LIST_INVALID'))
      .max(500, catalogued('PROJECT_ITEM_LIST_INVALID')),
    catalogued('PROJECT_ITEM_LIST_INVALID'),
  )
  .max(100, catalogued('PROJECT_ITEM_LIST_INVALID'));

/** "/", "/orders/:orderId": starts with a slash, no spaces; blank clears it. */
const routeSchema = z
  .string(catalogued('PAGE_ROUTE_INVALID'))
  .trim()
  .max(300, catalogued('PAGE_ROUTE_INVALID'))
  .refine((route) => route === '' || /^\/[^\s]*$/.test(route), catalogued('PAGE_ROUTE_INVALID'))
  .transform((route) => (route === '' ? null : route))
  .nullable();

const pageStatusSchema = z.enum(
  PROJECT_PAGE_STATUSES,
  catalogued('PROJECT_ITEM_STATUS_INVALID', { statuses: PROJECT_PAGE_STATUSES }),
);
const contextStatusSchema = z.enum(
  BOUNDED_CONTEXT_STATUSES,
  catalogued('PROJECT_ITEM_STATUS_INVALID', { statuses: BOUNDED_CONTEXT_STATUSES }),
);
const infrastructureStatusSchema = z.enum(
  INFRASTRUCTURE_STATUSES,
  catalogued('PROJECT_ITEM_STATUS_INVALID', { statuses: INFRASTRUCTURE_STATUSES }),
);

export const contextRelationshipRequestSchema = z.object(
  {
    /** The other context's slug (see `ContextItem.slug`) or name. */
    context: z
      .string(catalogued('CONTEXT_RELATIONSHIP_INVALID'))
      .trim()
      .min(1, catalogued('CONTEXT_RELATIONSHIP_INVALID'))
      .max(100, catalogued('CONTEXT_RELATIONSHIP_INVALID')),
    /** upstream: the other context is upstream of this one (this one depends on it); downstream: the reverse. */
    direction: z.enum(['upstream', 'downstream'], catalogued('CONTEXT_RELATIONSHIP_INVALID')),
    /** How they integrate, e.g. "customer-supplier", "anti-corruption layer", "shared kernel". */
    pattern: z
      .string(catalogued('CONTEXT_RELATIONSHIP_INVALID'))
      .trim()
      .max(200, catalogued('CONTEXT_RELATIONSHIP_INVALID'))
      .optional(),
  },
  catalogued('CONTEXT_RELATIONSHIP_INVALID'),
);

const relationshipsSchema = z
  .array(contextRelationshipRequestSchema, catalogued('CONTEXT_RELATIONSHIP_INVALID'))
  .max(50, catalogued('CONTEXT_RELATIONSHIP_INVALID'));

const kindSchema = z.enum(INFRASTRUCTURE_KINDS, catalogued('INFRASTRUCTURE_KIND_INVALID'));
const environmentSchema = z.enum(
  INFRASTRUCTURE_ENVIRONMENTS,
  catalogued('INFRASTRUCTURE_ENVIRONMENT_INVALID'),
);
const providerSchema = z
  .string(catalogued('PROJECT_ITEM_TEXT_TOO_LONG'))
  .trim()
  .max(200, catalogued('PROJECT_ITEM_TEXT_TOO_LONG'))
  .transform((text) => (text === '' ? null : text))
  .nullable();
/** US dollars a month, an estimate; null clears it. */
const costSchema = z
  .number(catalogued('COST_ESTIMATE_INVALID'))
  .nonnegative(catalogued('COST_ESTIMATE_INVALID'))
  .max(1_000_000, catalogued('COST_ESTIMATE_INVALID'))
  .nullable();
const linksSchema = z
  .array(
    z.url(catalogued('INFRASTRUCTURE_LINK_INVALID')).max(2000, catalogued('INFRASTRUCTURE_LINK_INVALID')),
    {
      ...catalogued('INFRASTRUCTURE_LINK_INVALID'),
    },
  )
  .max(20, catalogued('INFRASTRUCTURE_LINK_INVALID'));
const positionSchema = z.number().int().min(0).max(100_000);

// ---- Requests -------------------------------------------------------------------------------------------------

export const createPageRequestSchema = z.object({
  name: nameSchema,
  route: routeSchema.optional(),
  purpose: purposeSchema.optional(),
  userStories: textListSchema.optional(),
  status: pageStatusSchema.optional(),
});
export type CreatePageRequest = z.input<typeof createPageRequestSchema>;

/** Only the fields given change; `position` reorders (0 first). */
export const updatePageRequestSchema = createPageRequestSchema
  .partial()
  .extend({ position: positionSchema.optional() });
export type UpdatePageRequest = z.input<typeof updatePageRequestSchema>;

export const createContextRequestSchema = z.object({
  name: nameSchema,
  purpose: purposeSchema.optional(),
  entities: textListSchema.optional(),
  relationships: relationshipsSchema.optional(),
  status: contextStatusSchema.optional(),
});
export type CreateContextRequest = z.input<typeof createContextRequestSchema>;

export const updateContextRequestSchema = createContextRequestSchema
  .partial()
  .extend({ position: positionSchema.optional() });
export type UpdateContextRequest = z.input<typeof updateContextRequestSchema>;

export const createInfrastructureRequestSchema = z.object({
  name: nameSchema,
  kind: kindSchema.optional(),
  provider: providerSchema.optional(),
  purpose: purposeSchema.optional(),
  environment: environmentSchema.optional(),
  monthlyCostEstimate: costSchema.optional(),
  links: linksSchema.optional(),
  status: infrastructureStatusSchema.optional(),
});
export type CreateInfrastructureRequest = z.input<typeof createInfrastructureRequestSchema>;

export const updateInfrastructureRequestSchema = createInfrastructureRequestSchema
  .partial()
  .extend({ position: positionSchema.optional() });
export type UpdateInfrastructureRequest = z.input<typeof updateInfrastructureRequestSchema>;

// ---- Responses ----------------------------------------------------------------------------------------------

const itemBaseSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  purpose: z.string().nullable(),
  position: z.number().int(),
  /** "derived": made from the documents; "manual": made by hand. */
  origin: z.enum(PROJECT_ITEM_ORIGINS),
  /** A derived item whose fields the user changed since they were last derived. Always false for manual ones. */
  edited: z.boolean(),
  /** Which of its derivable fields differ from what was last derived (e.g. ["purpose", "userStories"]). */
  editedFields: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const pageItemSchema = itemBaseSchema.extend({
  route: z.string().nullable(),
  userStories: z.array(z.string()),
  status: z.enum(PROJECT_PAGE_STATUSES),
});
export type PageItem = z.output<typeof pageItemSchema>;

export const contextRelationshipSchema = z.object({
  /** The other context's slug. */
  context: z.string(),
  /** Its name when it is one of the project's contexts, else null (a relationship to a context not listed). */
  contextName: z.string().nullable(),
  direction: z.enum(['upstream', 'downstream']),
  pattern: z.string().optional(),
});
export type ContextRelationship = z.output<typeof contextRelationshipSchema>;

export const contextItemSchema = itemBaseSchema.extend({
  /** Stable key from the name ("order-management"); relationships name contexts by it. */
  slug: z.string(),
  entities: z.array(z.string()),
  relationships: z.array(contextRelationshipSchema),
  status: z.enum(BOUNDED_CONTEXT_STATUSES),
});
export type ContextItem = z.output<typeof contextItemSchema>;

export const infrastructureItemSchema = itemBaseSchema.extend({
  slug: z.string(),
  kind: z.enum(INFRASTRUCTURE_KINDS),
  provider: z.string().nullable(),
  environment: z.enum(INFRASTRUCTURE_ENVIRONMENTS),
  /** US dollars a month; null when nobody estimated it (derivation never invents a price). */
  monthlyCostEstimate: z.number().nullable(),
  links: z.array(z.string()),
  status: z.enum(INFRASTRUCTURE_STATUSES),
});
export type InfrastructureItem = z.output<typeof infrastructureItemSchema>;

export const pageListSchema = z.object({ items: z.array(pageItemSchema) });
export type PageList = z.output<typeof pageListSchema>;

export const contextListSchema = z.object({
  items: z.array(contextItemSchema),
  /** Mermaid `flowchart LR` source of the context map (an arrow from upstream to downstream), or null if empty. */
  contextMap: z.string().nullable(),
});
export type ContextList = z.output<typeof contextListSchema>;

export const infrastructureListSchema = z.object({
  items: z.array(infrastructureItemSchema),
  /** Sum of the items' estimates, null when none has one. */
  totalMonthlyCostEstimate: z.number().nullable(),
});
export type InfrastructureList = z.output<typeof infrastructureListSchema>;

// ---- Derivation -----------------------------------------------------------------------------------------------

export const DERIVATION_ACTIONS = ['add', 'change', 'remove'] as const;
export type DerivationAction = (typeof DERIVATION_ACTIONS)[number];

/** A derived field's value: text, number, a list of texts or of relationships; null when empty. */
export const derivedValueSchema = z.unknown();

export const derivationProposalSchema = z.object({
  /** Stable while the documents and the items stay the same; send it back to accept the proposal. */
  key: z.string(),
  kind: projectItemKindSchema,
  action: z.enum(DERIVATION_ACTIONS),
  /** The existing item (change, remove); null for add. */
  itemId: z.string().nullable(),
  /** The item's name as it will read (add, change) or reads now (remove). */
  itemName: z.string(),
  /** change: the field (a key of the kind's item, e.g. "purpose", "userStories", "relationships"); else null. */
  field: z.string().nullable(),
  /** change: the field's current value; remove: the item's current fields; add: null. */
  current: derivedValueSchema,
  /** change: the newly derived value; add: the new item's fields; remove: null. */
  proposed: derivedValueSchema,
  /** change: the value last derived (null if never derived); else null. */
  previouslyDerived: derivedValueSchema,
  /** True when accepting replaces or removes something the user changed by hand. */
  edited: z.boolean(),
});
export type DerivationProposal = z.output<typeof derivationProposalSchema>;

export const derivationSourceSchema = z.object({
  artefactId: z.string(),
  name: z.string(),
  /** "mvp" | "domain-model" | "tech-stack". */
  artefactType: z.string(),
  updatedAt: z.string(),
});
export type DerivationSource = z.output<typeof derivationSourceSchema>;

export const derivationPreviewSchema = z.object({
  /** The documents the items come from; a kind whose document is missing derives nothing (and proposes nothing). */
  sources: z.object({
    pages: derivationSourceSchema.nullable(),
    contexts: derivationSourceSchema.nullable(),
    infrastructure: derivationSourceSchema.nullable(),
  }),
  proposals: z.array(derivationProposalSchema),
});
export type DerivationPreview = z.output<typeof derivationPreviewSchema>;

export const applyDerivationRequestSchema = z.object({
  accept: z
    .array(
      z
        .string(catalogued('DERIVATION_ACCEPT_REQUIRED'))
        .min(1, catalogued('DERIVATION_ACCEPT_REQUIRED'))
        .max(500),
      catalogued('DERIVATION_ACCEPT_REQUIRED'),
    )
    .min(1, catalogued('DERIVATION_ACCEPT_REQUIRED'))
    .max(1000, catalogued('DERIVATION_ACCEPT_REQUIRED')),
});
export type ApplyDerivationRequest = z.input<typeof applyDerivationRequestSchema>;

export const applyDerivationResultSchema = z.object({
  /** The keys applied (all those sent). */
  applied: z.array(z.string()),
  /** The preview after applying: the proposals left open. */
  preview: derivationPreviewSchema,
});
export type ApplyDerivationResult = z.output<typeof applyDerivationResultSchema>;

// ---- Shared view --------------------------------------------------------------------------------------------

/** Items as anyone with the share link sees them (no ids of the project, no origin bookkeeping). */
export const sharedPageSchema = pageItemSchema.pick({
  id: true,
  name: true,
  route: true,
  purpose: true,
  userStories: true,
  status: true,
});
export const sharedContextSchema = contextItemSchema.pick({
  id: true,
  name: true,
  slug: true,
  purpose: true,
  entities: true,
  relationships: true,
  status: true,
});
export const sharedInfrastructureSchema = infrastructureItemSchema.pick({
  id: true,
  name: true,
  kind: true,
  provider: true,
  purpose: true,
  environment: true,
  monthlyCostEstimate: true,
  links: true,
  status: true,
});
