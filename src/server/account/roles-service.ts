import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../domain/errors.ts';
import { isAdmin, isModerator, type UserRole } from '../../domain/roles.ts';
import { requireUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import * as rolesRepository from '../db/repositories/roles-repository.ts';
import type { AppEnv } from '../http/request-context.ts';

function causeOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** get_user_roles; failures become "Failed to get user roles: <cause>". */
export async function getUserRoles(options: { db: Db; userId: string }): Promise<UserRole[]> {
  try {
    return await rolesRepository.getUserRoles(options);
  } catch (error) {
    throw new AppError('GET_USER_ROLES_FAILED', { cause: causeOf(error) });
  }
}

export async function hasRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  try {
    return await rolesRepository.hasRole(options);
  } catch (error) {
    throw new AppError('CHECK_USER_ROLE_FAILED', { cause: causeOf(error) });
  }
}

export async function getRoleFlags(options: { db: Db; userId: string }) {
  const roles = await getUserRoles(options);
  return { roles, isAdmin: isAdmin(roles), isModerator: isModerator(roles) };
}

/** Assign = insert a role record. */
export async function assignRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  try {
    return await rolesRepository.assignRole(options);
  } catch (error) {
    throw new AppError('ASSIGN_ROLE_FAILED', { cause: causeOf(error) });
  }
}

/** Remove = delete the role record. */
export async function removeRole(options: { db: Db; userId: string; role: UserRole }): Promise<boolean> {
  try {
    return await rolesRepository.removeRole(options);
  } catch (error) {
    throw new AppError('REMOVE_ROLE_FAILED', { cause: causeOf(error) });
  }
}

/** Admin role management: the target must exist (404 "User not found"); answers the user's roles afterwards. */
export async function grantUserRole(options: {
  db: Db;
  userId: string;
  role: UserRole;
}): Promise<UserRole[]> {
  await requireExistingUser(options, 'ASSIGN_ROLE_FAILED');
  await assignRole(options);
  return getUserRoles(options);
}

export async function revokeUserRole(options: {
  db: Db;
  userId: string;
  role: UserRole;
}): Promise<UserRole[]> {
  await requireExistingUser(options, 'REMOVE_ROLE_FAILED');
  await removeRole(options);
  return getUserRoles(options);
}

export async function listUserRoles(options: { db: Db; userId: string }): Promise<UserRole[]> {
  await requireExistingUser(options, 'GET_USER_ROLES_FAILED');
  return getUserRoles(options);
}

async function requireExistingUser(
  options: { db: Db; userId: string },
  failure: 'ASSIGN_ROLE_FAILED' | 'REMOVE_ROLE_FAILED' | 'GET_USER_ROLES_FAILED',
): Promise<void> {
  let exists: boolean;
  try {
    exists = await rolesRepository.userExists(options);
  } catch (error) {
    throw new AppError(failure, { cause: causeOf(error) });
  }
  if (!exists) throw new AppError('USER_NOT_FOUND');
}

/** 401 without a user, 403 without the role. */
export function requireRole(db: Db, role: UserRole): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = requireUser(c);
    if (user.isAnonymous || !(await hasRole({ db, userId: user.id, role }))) throw new AppError('FORBIDDEN');
    return next();
  };
}
