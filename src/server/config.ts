import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration from the environment (DESIGN.md "Configuration"). Every variable is optional; a bad value stops
 * start-up with one line naming the variable.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.url({ error: 'must be a URL' }).optional());

const csv = optionalString.transform((v) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean)
    : [],
);

export const aiProviderIds = ['guide', 'anthropic', 'openai', 'openai-compatible'] as const;
export type AiProviderId = (typeof aiProviderIds)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole port number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(8080),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  PUBLIC_URL: z
    .url({ error: 'must be a URL such as https://ideaforge.example.com' })
    .default('http://localhost:8080'),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  AI_PROVIDER: optionalString.pipe(
    z.enum(aiProviderIds, { error: `must be one of ${aiProviderIds.join(', ')}` }).optional(),
  ),
  AI_MODEL: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(20),
  CHAT_RATE_LIMIT_ANON_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(10),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_BASE_URL: optionalUrl,
  GITHUB_OAUTH_BASE_URL: optionalUrl,
  CAPTCHA_PROVIDER: z
    .enum(['altcha', 'turnstile', 'hcaptcha', 'off'], {
      error: 'must be one of altcha, turnstile, hcaptcha, off',
    })
    .default('altcha'),
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_VERIFY_URL: optionalUrl,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(60),
  ADMIN_EMAILS: csv,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  XERO_CLIENT_ID: optionalString,
  XERO_CLIENT_SECRET: optionalString,
  XERO_BASE_URL: optionalUrl,
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_BASE_URL: optionalUrl,
});

type Env = z.infer<typeof envSchema>;

/** Every variable the server reads; .env.example documents each (a test checks). */
export const configVariableNames = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, 'AI_PROVIDER' | 'AUTH_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  AI_PROVIDER: AiProviderId;
  AUTH_SECRET: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** One line naming the variable, e.g. `PORT must be a port number (got "abc")`. */
function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? 'configuration');
  const got = env[variable];
  return `Invalid configuration: ${variable} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
}

/** Without AI_PROVIDER the keys decide: Anthropic, then OpenAI(-compatible), else the built-in guide. */
function chooseAiProvider(env: Env): AiProviderId {
  if (env.AI_PROVIDER) return env.AI_PROVIDER;
  if (env.ANTHROPIC_API_KEY) return 'anthropic';
  if (env.OPENAI_API_KEY) return env.OPENAI_BASE_URL ? 'openai-compatible' : 'openai';
  if (env.OPENAI_BASE_URL) return 'openai-compatible';
  return 'guide';
}

function requireKeysFor(provider: AiProviderId, env: Env): void {
  if (provider === 'anthropic' && !env.ANTHROPIC_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: ANTHROPIC_API_KEY is required when AI_PROVIDER is anthropic',
    );
  }
  if (provider === 'openai' && !env.OPENAI_API_KEY) {
    throw new ConfigError('Invalid configuration: OPENAI_API_KEY is required when AI_PROVIDER is openai');
  }
  if (provider === 'openai-compatible' && !env.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration: OPENAI_BASE_URL is required when AI_PROVIDER is openai-compatible',
    );
  }
}

/**
 * The auth secret signs sessions; a stable one is generated into DATA_DIR on first start so a newcomer needs no
 * set-up. Several processes behind a load balancer must share AUTH_SECRET instead.
 */
function resolveAuthSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, env) : 'Invalid configuration');
  }
  const values = parsed.data;
  const aiProvider = chooseAiProvider(values);
  requireKeysFor(aiProvider, values);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    AI_PROVIDER: aiProvider,
    AUTH_SECRET: resolveAuthSecret(values, dataDir),
  };
}
