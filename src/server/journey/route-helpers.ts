import { z } from '@hono/zod-openapi';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
