import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type DeviceType, type PresenceRow, type PresenceStatus, userPresence } from '../schema.ts';
import { queryRows, queryValue } from './sql-rows.ts';

export interface UpsertPresenceOptions {
  db: Db;
  userId: string;
  sessionId: string;
  status?: PresenceStatus;
  currentPage?: string | null;
  userAgent?: string | null;
  deviceType?: DeviceType | null;
  metadata?: Record<string, unknown>;
}

/** Creates or refreshes the presence row of one user's browser session; marks it seen now. */
export async function upsertPresence(options: UpsertPresenceOptions): Promise<PresenceRow> {
  const values = {
    userId: options.userId,
    sessionId: options.sessionId,
    status: options.status ?? 'online',
    currentPage: options.currentPage ?? null,
    userAgent: options.userAgent ?? null,
    deviceType: options.deviceType ?? null,
    metadata: options.metadata ?? {},
  };
  const now = sql`now()`;
  const [row] = await options.db
    .insert(userPresence)
    .values(values)
    .onConflictDoUpdate({
      target: [userPresence.userId, userPresence.sessionId],
      set: {
        status: values.status,
        currentPage: values.currentPage,
        userAgent: values.userAgent,
        deviceType: values.deviceType,
        metadata: values.metadata,
        lastSeenAt: now,
        lastActivityAt: now,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('upsertPresence: no row returned');
  return row;
}

/** The heartbeat: online and seen now. Returns false when the session has no presence row. */
export async function recordPresenceHeartbeat(options: {
  db: Db;
  userId: string;
  sessionId: string;
  currentPage?: string;
}): Promise<boolean> {
  const rows = await options.db
    .update(userPresence)
    .set({
      status: 'online',
      lastSeenAt: sql`now()`,
      ...(options.currentPage === undefined ? {} : { currentPage: options.currentPage }),
    })
    .where(and(eq(userPresence.userId, options.userId), eq(userPresence.sessionId, options.sessionId)))
    .returning({ id: userPresence.id });
  return rows.length > 0;
}

/** Marks the user offline in one session, or in all of them when no session is given. Returns the count. */
export async function markPresenceOffline(options: {
  db: Db;
  userId: string;
  sessionId?: string;
}): Promise<number> {
  const conditions = [eq(userPresence.userId, options.userId), ne(userPresence.status, 'offline')];
  if (options.sessionId !== undefined) conditions.push(eq(userPresence.sessionId, options.sessionId));
  const rows = await options.db
    .update(userPresence)
    .set({ status: 'offline' })
    .where(and(...conditions))
    .returning({ id: userPresence.id });
  return rows.length;
}

/** The user's most recently seen presence row, if any. */
export async function getLatestPresence(options: {
  db: Db;
  userId: string;
}): Promise<PresenceRow | undefined> {
  const [row] = await options.db
    .select()
    .from(userPresence)
    .where(eq(userPresence.userId, options.userId))
    .orderBy(desc(userPresence.lastSeenAt))
    .limit(1);
  return row;
}

/** Marks presence rows not seen for 5 minutes offline (all users; a job calls it). Returns the count. */
export function markStalePresenceOffline(options: { db: Db }): Promise<number> {
  return queryValue<number>(options.db, sql`select mark_stale_presence_offline()`);
}

/** Distinct users online and not stale. */
export function countOnlineUsers(options: { db: Db }): Promise<number> {
  return queryValue<number>(options.db, sql`select get_online_users_count()`);
}

export interface OnlineUserForAdmin {
  userId: string;
  /** null for anonymous users. */
  email: string | null;
  fullName: string | null;
  username: string | null;
  avatarUrl: string | null;
  status: PresenceStatus;
  lastSeenAt: Date;
  lastActivityAt: Date;
  currentPage: string | null;
  sessionId: string;
  isAnonymous: boolean;
  roles: string[];
  deviceType: DeviceType | null;
}

interface OnlineUserSqlRow {
  user_id: string;
  email: string | null;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  status: PresenceStatus;
  last_seen_at: string | Date;
  last_activity_at: string | Date;
  current_page: string | null;
  session_id: string;
  is_anonymous: boolean;
  roles: string[] | null;
  device_type: DeviceType | null;
}

/** Live presence sessions with who is behind them (admin only: the caller checks the role). */
export async function listOnlineUsersForAdmin(options: { db: Db }): Promise<OnlineUserForAdmin[]> {
  const rows = await queryRows<OnlineUserSqlRow>(options.db, sql`select * from get_online_users_for_admin()`);
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    username: row.username,
    avatarUrl: row.avatar_url,
    status: row.status,
    lastSeenAt: new Date(row.last_seen_at),
    lastActivityAt: new Date(row.last_activity_at),
    currentPage: row.current_page,
    sessionId: row.session_id,
    isAnonymous: row.is_anonymous,
    roles: row.roles ?? [],
    deviceType: row.device_type,
  }));
}
