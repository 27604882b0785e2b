/**
 * Credentials handed out by the accounting provider's credential function (action get_credentials). Both parts
 * are needed for every call (bearer token plus tenant header), so a response missing either is refused up front.
 */
import { z } from 'zod';
import { AppError } from '../errors.ts';

export const accountingCredentialsSchema = z.object({
  accessToken: z.string().trim().min(1),
  tenantId: z.string().trim().min(1),
});
export type AccountingCredentials = z.output<typeof accountingCredentialsSchema>;

/** Throws INVALID_PROVIDER_CREDENTIALS ("Invalid credentials response from {provider}"). */
export function parseAccountingCredentials(provider: string, response: unknown): AccountingCredentials {
  const result = accountingCredentialsSchema.safeParse(response);
  if (!result.success) throw new AppError('INVALID_PROVIDER_CREDENTIALS', { provider });
  return result.data;
}
