import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sessionIdSchema } from '../../domain/chat-session.ts';
import {
  diagramListSchema,
  diagramViewSchema,
  journeyStateSchema,
  moveJourneyRequestSchema,
} from '../../domain/journey-api.ts';
import { catalogued } from '../../domain/validation.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import { catalogueHook } from '../chat/session-routes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { registerArtefactRoutes } from './artefact-routes.ts';
import { getDiagram, listMessageDiagrams, markDiagramRendered } from './diagrams-service.ts';
import { getJourneyState, moveJourneyStage } from './journey-service.ts';
import { errorResponse, json } from './route-helpers.ts';

const sessionParams = z.object({ id: sessionIdSchema });
const messageParams = z.object({
  id: z.uuid(catalogued('MESSAGE_NOT_FOUND')).openapi({ param: { name: 'id', in: 'path' } }),
});
const diagramParams = z.object({
  id: z.uuid(catalogued('DIAGRAM_NOT_FOUND')).openapi({ param: { name: 'id', in: 'path' } }),
});

const routes = {
  journey: createRoute({
    method: 'get',
    path: '/api/sessions/{id}/journey',
    tags: ['Journey'],
    summary: "The idea's journey: stage, percent, readiness of every stage, out-of-date documents, flowchart",
    request: { params: sessionParams },
    responses: {
      200: { description: 'The journey', ...json(journeyStateSchema) },
      404: errorResponse('Chat session not found'),
      500: errorResponse('Failed to get session artefacts'),
    },
  }),
  move: createRoute({
    method: 'patch',
    path: '/api/sessions/{id}/journey',
    tags: ['Journey'],
    summary: 'Move the journey (the state machine decides; the stage left must have its data)',
    request: { params: sessionParams, body: { required: true, ...json(moveJourneyRequestSchema) } },
    responses: {
      200: { description: 'The journey after the move', ...json(journeyStateSchema) },
      400: errorResponse(
        'Idea stage requires a description; PRD stage requires <field>; …; Unknown stage: X',
      ),
      404: errorResponse('Chat session not found'),
      409: errorResponse('Invalid transition from A to B. Valid next stages are: …'),
    },
  }),
  messageDiagrams: createRoute({
    method: 'get',
    path: '/api/messages/{id}/diagrams',
    tags: ['Diagrams'],
    summary: "An assistant message's diagrams (Mermaid), oldest first",
    request: { params: messageParams },
    responses: {
      200: { description: 'The diagrams', ...json(diagramListSchema) },
      404: errorResponse('Message not found'),
      500: errorResponse('Failed to get diagrams'),
    },
  }),
  diagram: createRoute({
    method: 'get',
    path: '/api/diagrams/{id}',
    tags: ['Diagrams'],
    summary: 'One diagram',
    request: { params: diagramParams },
    responses: {
      200: { description: 'The diagram', ...json(diagramViewSchema) },
      404: errorResponse('Diagram not found'),
      500: errorResponse('Failed to get diagrams'),
    },
  }),
  rendered: createRoute({
    method: 'post',
    path: '/api/diagrams/{id}/rendered',
    tags: ['Diagrams'],
    summary: 'Mark a diagram rendered (the browser drew it); idempotent',
    request: { params: diagramParams },
    responses: {
      200: { description: 'The diagram', ...json(diagramViewSchema) },
      404: errorResponse('Diagram not found'),
      500: errorResponse('Failed to get diagrams'),
    },
  }),
};

/** Documents, the journey and diagrams. */
export function registerJourneyRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;
  registerArtefactRoutes(app, deps);

  app.openapi(
    routes.journey,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const state = await failAs('GET_SESSION_ARTEFACTS_FAILED', c.var.log, () =>
        getJourneyState({ db, userId, sessionId: id }),
      );
      return c.json(state, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.move,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { stage, stageData } = c.req.valid('json');
      const state = await failAs('INTERNAL', c.var.log, () =>
        moveJourneyStage({ db, userId, sessionId: id, stage, stageData }),
      );
      return c.json(state, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.messageDiagrams,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const items = await failAs('GET_DIAGRAMS_FAILED', c.var.log, () =>
        listMessageDiagrams({ db, userId, messageId: id }),
      );
      return c.json({ items }, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.diagram,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const diagram = await failAs('GET_DIAGRAMS_FAILED', c.var.log, () => getDiagram({ db, userId, id }));
      return c.json(diagram, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.rendered,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const diagram = await failAs('GET_DIAGRAMS_FAILED', c.var.log, () =>
        markDiagramRendered({ db, userId, id }),
      );
      return c.json(diagram, 200);
    },
    catalogueHook,
  );
}
