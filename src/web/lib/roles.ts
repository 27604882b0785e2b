import { createContext, useContext } from 'react';
import type { UserRole } from '../../domain/roles.ts';

/** Roles of SPEC.md §6. The auth feature provides the signed-in user's roles through RolesContext. */
export type Role = UserRole;

/** No auth yet: nobody holds a role until the auth provider supplies them. */
export const RolesContext = createContext<readonly Role[]>([]);

export function useRoles(): readonly Role[] {
  return useContext(RolesContext);
}

export function useHasRole(role: Role): boolean {
  return useRoles().includes(role);
}
