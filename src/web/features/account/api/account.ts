import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAuth } from '../../../lib/auth/session.ts';

export interface Profile {
  id?: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  updatedAt?: string | null;
}

export interface Me {
  user: {
    id: string;
    email: string | null;
    name: string;
    image?: string | null;
    isAnonymous: boolean;
    createdAt?: string;
  };
  profile: Profile | null;
  roles: string[];
  signInMethods: string[];
}

type RawProfile = Record<string, unknown> | null | undefined;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The server may answer camelCase or the spec's snake_case column names. */
export function normaliseProfile(raw: RawProfile): Profile | null {
  if (!raw) return null;
  return {
    username: str(raw.username),
    fullName: str(raw.fullName) ?? str(raw.full_name),
    avatarUrl: str(raw.avatarUrl) ?? str(raw.avatar_url),
    updatedAt: str(raw.updatedAt) ?? str(raw.updated_at),
  };
}

export const meQueryKey = ['me'] as const;

/** GET /api/me: the user, their profile, roles and sign-in methods. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: meQueryKey,
    enabled,
    queryFn: async (): Promise<Me> => {
      const raw = await api.get<Me & { profile: RawProfile }>('/api/me');
      return {
        ...raw,
        profile: normaliseProfile(raw.profile),
        roles: raw.roles ?? [],
        signInMethods: raw.signInMethods ?? [],
      };
    },
  });
}

/** PATCH /api/profile: the full name (profiles upsert). */
export function useUpdateFullName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) => api.patch<unknown>('/api/profile', { fullName }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: meQueryKey }), refreshAuth()]);
    },
  });
}
