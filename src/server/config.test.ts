import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariableNames, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ideaforge-config-'));

describe('loadConfig', () => {
  it('gives a newcomer working defaults with no variables at all', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.AI_PROVIDER).toBe('guide');
    expect(config.CAPTCHA_PROVIDER).toBe('altcha');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve(dir));
  });

  it('stops with one line naming the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrowError(
      new ConfigError('Invalid configuration: PORT must be a port number (got "eighty")'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrowError(
      /^Invalid configuration: DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), CAPTCHA_PROVIDER: 'recaptcha' })).toThrowError(
      /CAPTCHA_PROVIDER must be one of/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'not a url' })).toThrowError(
      /PUBLIC_URL must be a URL/,
    );
  });

  it('reports a message on a single line', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), AI_PROVIDER: 'gpt' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Invalid configuration: AI_PROVIDER must be one of guide, anthropic/,
      );
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('chooses the AI provider from the keys present when AI_PROVIDER is unset', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, ANTHROPIC_API_KEY: 'k' }).AI_PROVIDER).toBe('anthropic');
    expect(loadConfig({ DATA_DIR: dir, OPENAI_API_KEY: 'k' }).AI_PROVIDER).toBe('openai');
    expect(loadConfig({ DATA_DIR: dir, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe(
      'openai-compatible',
    );
    expect(loadConfig({ DATA_DIR: dir, AI_PROVIDER: 'guide', ANTHROPIC_API_KEY: 'k' }).AI_PROVIDER).toBe(
      'guide',
    );
  });

  it('refuses a provider whose key is missing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_PROVIDER: 'anthropic' })).toThrowError(
      'Invalid configuration: ANTHROPIC_API_KEY is required when AI_PROVIDER is anthropic',
    );
  });

  it('generates an auth secret into the data dir once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40) }).AUTH_SECRET).toBe('x'.repeat(40));
  });

  it('parses ADMIN_EMAILS as a lower-cased list', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,' }).ADMIN_EMAILS,
    ).toEqual(['ada@example.com', 'bob@example.com']);
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const missing = configVariableNames.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
