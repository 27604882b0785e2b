import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type UserRole, user, userRoles } from '../schema.ts';
import { queryRows, queryValue } from './sql-rows.ts';

export async function getUserRoles(options: { db: Db; userId: string }): Promise<UserRole[]> {
  const rows = await queryRows<{ role: UserRole }>(
    options.db,
    sql`select role from get_user_roles(${options.userId}::uuid)`,
  );
  return rows.map((row) => row.role);
}

export function hasRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  return queryValue<boolean>(
    options.db,
    sql`select has_role(${options.userId}::uuid, ${options.role}::text)`,
  );
}

/** Grants a role; returns false when the user already had it. */
export async function assignRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  const rows = await options.db
    .insert(userRoles)
    .values({ userId: options.userId, role: options.role })
    .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

/** Revokes a role; returns false when the user did not have it. */
export async function removeRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  const rows = await options.db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, options.userId), eq(userRoles.role, options.role)))
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

/** Whether a user with this id exists (the target of a role change). */
export async function userExists(options: { db: Db; userId: string }): Promise<boolean> {
  const rows = await options.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, options.userId))
    .limit(1);
  return rows.length > 0;
}
