/** User roles (SPEC §6). isAdmin and isModerator are derived from the role list, never stored. */
import { z } from 'zod';

export const USER_ROLES = ['admin', 'moderator', 'whatsapp_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

export function hasRole(roles: readonly string[], role: UserRole): boolean {
  return roles.includes(role);
}

export function isAdmin(roles: readonly string[]): boolean {
  return hasRole(roles, 'admin');
}

export function isModerator(roles: readonly string[]): boolean {
  return hasRole(roles, 'moderator');
}

/** The messaging admin's home is /whatsapp; the home page sends them there. */
export function isWhatsappAdmin(roles: readonly string[]): boolean {
  return hasRole(roles, 'whatsapp_admin');
}
