/** Profile (SPEC §3): username, full_name, avatar_url. Only full_name is edited by its owner. */
import { z } from 'zod';
import { catalogued } from './validation.ts';

export const FULL_NAME_MAX_LENGTH = 100;

export const updateProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .max(FULL_NAME_MAX_LENGTH, catalogued('FULL_NAME_TOO_LONG'))
    .transform((v) => (v === '' ? null : v))
    .nullable(),
});
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

export interface Profile {
  id: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  updatedAt: Date;
}
