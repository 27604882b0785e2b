import { createContext, useContext } from 'react';
import type { UserRole } from '../../domain/roles.ts';

/** Roles of SPEC.md §6. The auth feature provides the signed-in user's roles through RolesContext. */
export type Role = UserRole;

/** Filled by the AuthProvider (lib/auth) from GET /api/me; empty while signed out or loading. */
export const RolesContext = createContext<readonly Role[]>([]);

export function useRoles(): readonly Role[] {
  return useContext(RolesContext);
}

export function useHasRole(role: Role): boolean {
  return useRoles().includes(role);
}
