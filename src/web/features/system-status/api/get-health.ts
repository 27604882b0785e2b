import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/health (DESIGN.md "Fixed interfaces"). */
export interface Health {
  status: string;
  db: string;
  ai: string;
  version: string;
}

export const HEALTH_REFRESH_MS = 60_000;

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return api.get<Health>('/api/health', signal ? { signal } : undefined);
}

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    staleTime: HEALTH_REFRESH_MS / 2,
    retry: 1,
  });
}
