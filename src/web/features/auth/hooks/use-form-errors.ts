import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Validates with a domain schema and keeps the first message per field (the spec's wording). */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  type Key = Extract<keyof z.input<S>, string>;
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const validate = (values: z.input<S>): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors<Key> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as Key | undefined;
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    return null;
  };
  const clear = (key: Key) =>
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  return { errors, validate, clear };
}
