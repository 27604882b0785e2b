import { sql } from 'drizzle-orm';
import { isUserRole, USER_ROLES, type UserRole } from '../../domain/roles.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { user } from '../db/schema.ts';
import { assignRole } from './roles-service.ts';

export const GRANT_USAGE = `Usage: npm run admin:grant -- <email> <role>   (role: ${USER_ROLES.join(', ')})`;

export type GrantOutcome =
  | { kind: 'granted'; email: string; role: UserRole }
  | { kind: 'already'; email: string; role: UserRole }
  | { kind: 'no-account'; email: string };

/** Grants `role` to the (non-anonymous) account with this e-mail, case-insensitively. */
export async function grantRoleByEmail(options: {
  database: Database;
  email: string;
  role: UserRole;
}): Promise<GrantOutcome> {
  const email = options.email.trim().toLowerCase();
  const [row] = await options.database.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email} and ${user.isAnonymous} = false`);
  if (!row) return { kind: 'no-account', email };
  const added = await assignRole({ db: options.database.db, userId: row.id, role: options.role });
  return { kind: added ? 'granted' : 'already', email, role: options.role };
}

export function describeOutcome(outcome: GrantOutcome): string {
  if (outcome.kind === 'no-account') {
    return `No account with the e-mail ${outcome.email}. Sign up (or sign in once with OAuth) first, then run this again.`;
  }
  return outcome.kind === 'granted'
    ? `Granted ${outcome.role} to ${outcome.email}. It applies from their next request.`
    : `${outcome.email} already has ${outcome.role}.`;
}

/**
 * `npm run admin:grant -- <email> <role>`: against DATABASE_URL at any time; against the embedded database in
 * DATA_DIR only while the server is stopped (PGlite allows one process; the data-dir lock makes this refuse
 * clearly when the server holds it). Returns the process exit code.
 */
export async function runGrantRoleCommand(
  args: string[],
  config: Config,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  const [email, role] = args;
  if (!email || !role || !email.includes('@')) {
    out.error(GRANT_USAGE);
    return 2;
  }
  if (!isUserRole(role)) {
    out.error(`Unknown role "${role}". ${GRANT_USAGE}`);
    return 2;
  }
  let database: Database;
  try {
    database = await openDatabase(
      config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    out.error(
      /in use by process/.test(message)
        ? `The embedded database in ${config.DATA_DIR} is in use (is the server running?). Stop the server and run this again, or use ADMIN_EMAILS. ${message}`
        : `Could not open the database: ${message}`,
    );
    return 1;
  }
  try {
    await migrateDatabase(database);
    const outcome = await grantRoleByEmail({ database, email, role });
    (outcome.kind === 'no-account' ? out.error : out.log)(describeOutcome(outcome));
    return outcome.kind === 'no-account' ? 1 : 0;
  } finally {
    await database.close();
  }
}
