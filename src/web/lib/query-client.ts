import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/**
 * Retries only what may succeed later: network failures and 5xx, never a 4xx the server meant. Reads the status
 * off the error (ApiError carries one) instead of importing the API client, which would pull the error catalogue
 * into the first page's JavaScript.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
