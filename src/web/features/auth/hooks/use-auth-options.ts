import { useQuery } from '@tanstack/react-query';
import { getAuthOptions } from '../../../lib/auth/auth-api.ts';

/** GET /api/auth-options: which OAuth buttons to show and which captcha the sign-up needs. */
export function useAuthOptions() {
  return useQuery({
    queryKey: ['auth-options'],
    queryFn: getAuthOptions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
