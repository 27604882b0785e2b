import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catchAppError as thrown } from './test-helpers.ts';
import { addCatalogueIssue, catalogued, parseOrThrow } from './validation.ts';

describe('parseOrThrow', () => {
  it('returns the parsed value when the input is valid', () => {
    expect(parseOrThrow(z.string().trim(), '  x ')).toBe('x');
  });

  it('turns a static catalogue message back into its own code', () => {
    const schema = z.string(catalogued('PASSWORD_REQUIRED')).min(1, catalogued('PASSWORD_REQUIRED'));
    const error = thrown(() => parseOrThrow(schema, ''));
    expect(error.code).toBe('PASSWORD_REQUIRED');
    expect(error.message).toBe('Password is required');
  });

  it('turns a parameterised catalogue message back into its code and params', () => {
    const schema = z.string(catalogued('PRD_FIELD_REQUIRED', { field: 'target audience' }));
    const error = thrown(() => parseOrThrow(schema, 3));
    expect(error.code).toBe('PRD_FIELD_REQUIRED');
    expect(error.message).toBe('PRD stage requires target audience');
  });

  it('carries input-dependent params through a custom issue', () => {
    const schema = z
      .string()
      .check((payload) => addCatalogueIssue(payload, 'UNKNOWN_STAGE', { stage: payload.value }));
    const error = thrown(() => parseOrThrow(schema, 'launch'));
    expect(error.code).toBe('UNKNOWN_STAGE');
    expect(error.message).toBe('Unknown stage: launch');
  });

  it('falls back to VALIDATION_FAILED naming the path for messages outside the catalogue', () => {
    const error = thrown(() => parseOrThrow(z.object({ a: z.object({ b: z.number() }) }), { a: { b: 'x' } }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^a\.b: /);
  });
});
