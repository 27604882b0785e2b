import { pino } from 'pino';

export type Logger = pino.Logger;

/** JSON lines in production and tests; pino-pretty for people at a terminal in development. */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  const pretty = options.pretty ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production');
  return pino({
    level: options.level,
    base: { service: 'ideaforge' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  });
}
