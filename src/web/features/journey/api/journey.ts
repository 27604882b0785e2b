import { useQuery } from '@tanstack/react-query';
import type { JourneyState } from '../../../../domain/journey-api.ts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/session.ts';

export const journeyKeys = {
  all: ['journey'] as const,
  state: (sessionId: string) => ['journey', 'state', sessionId] as const,
};

export function getJourney(sessionId: string): Promise<JourneyState> {
  return api.get<JourneyState>(`/api/sessions/${encodeURIComponent(sessionId)}/journey`);
}

/** Where the idea stands: stage, percent, per-stage readiness and the journey as a flowchart. */
export function useJourney(sessionId: string, enabled = true) {
  // Not before the visitor has a user (see useSessionArtefacts).
  const signedIn = Boolean(useAuth().user);
  return useQuery({
    queryKey: journeyKeys.state(sessionId),
    queryFn: () => getJourney(sessionId),
    enabled: enabled && signedIn,
  });
}
