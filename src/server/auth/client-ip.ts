import type { Context } from 'hono';

/** The peer address from @hono/node-server's bindings; 'unknown' when there is none (in-process tests). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
