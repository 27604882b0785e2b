/**
 * `npm run admin:grant -- <email> <role>` — gives an existing account a role (admin, moderator, whatsapp_admin).
 * Works against DATABASE_URL at any time; against the embedded database (DATA_DIR) only while the server is
 * stopped — it says so when the data directory is in use. The other way to make the first admin is ADMIN_EMAILS.
 */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
const { loadConfig, ConfigError } = await import('../src/server/config.ts');
const { runGrantRoleCommand } = await import('../src/server/account/grant-role-command.ts');

try {
  const code = await runGrantRoleCommand(process.argv.slice(2), loadConfig(), console);
  process.exit(code);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
