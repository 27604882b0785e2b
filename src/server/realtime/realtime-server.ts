import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type UserServerEvents, userRoom } from '../../domain/notification-api.ts';
import type { Logger } from '../logger.ts';
import type { RealtimePublisher } from './realtime-publisher.ts';

/** Resolves the user behind a handshake's cookie or bearer token; null when there is no valid session. */
export type RealtimeAuthenticator = (headers: Headers) => Promise<{ id: string } | null>;

export interface RealtimeServer extends RealtimePublisher {
  /** Sockets connected to this process. */
  localSocketCount(): number;
  /** Disconnects every socket and stops the engine (the HTTP server itself is closed by its owner). */
  close(): Promise<void>;
}

interface SocketData {
  userId: string;
}

type AppSocket = Socket<Record<string, never>, UserServerEvents, Record<string, never>, SocketData>;

/** Browsers always send Origin on a WebSocket or polling request; a foreign page's is refused (CSWSH). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}

function handshakeHeaders(request: IncomingMessage, token: unknown): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (typeof token === 'string' && token !== '') headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/**
 * The one module that owns socket.io (DESIGN: rooms `user:<id>`). The handshake is authenticated from the
 * better-auth session cookie (or `auth.token` for non-browser clients), the Origin is checked against the
 * allow-list, and each socket joins its user's room. With a Redis connection the Redis adapter carries events
 * between app processes, so an event raised on one reaches sockets connected to any other.
 */
export function startRealtimeServer(options: {
  httpServer: HttpServer;
  allowedOrigins: readonly string[];
  authenticate: RealtimeAuthenticator;
  logger: Logger;
  redis?: Redis;
}): RealtimeServer {
  const log = options.logger.child({ component: 'realtime' });
  const io = new Server<Record<string, never>, UserServerEvents, Record<string, never>, SocketData>(
    options.httpServer,
    {
      serveClient: false,
      cors: { origin: [...options.allowedOrigins], credentials: true },
      allowRequest: (request, callback) => {
        const allowed = isAllowedOrigin(request.headers.origin, options.allowedOrigins);
        if (!allowed)
          log.warn({ origin: request.headers.origin }, 'realtime connection from a foreign origin refused');
        callback(null, allowed);
      },
      // Idle sockets cost little; a dead one is noticed within ~45 s.
      pingInterval: 25_000,
      pingTimeout: 20_000,
    },
  );

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redis) {
    pub = options.redis.duplicate();
    sub = options.redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: 'ideaforge-socket.io' }));
  }

  io.use(async (socket: AppSocket, next) => {
    try {
      const user = await options.authenticate(handshakeHeaders(socket.request, socket.handshake.auth?.token));
      if (!user) {
        next(new Error('User not authenticated'));
        return;
      }
      socket.data.userId = user.id;
      next();
    } catch (error) {
      log.error({ err: error }, 'realtime handshake failed');
      next(new Error('User not authenticated'));
    }
  });

  io.on('connection', (socket: AppSocket) => {
    void socket.join(userRoom(socket.data.userId));
  });

  return {
    toUser(userId, event, payload) {
      // biome-ignore lint/suspicious/noExplicitAny: socket.io's emit typing cannot follow a generic event name
      (io.to(userRoom(userId)).emit as any)(event, payload);
    },
    localSocketCount: () => io.of('/').sockets.size,
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    },
  };
}

/** Authenticates a handshake by asking the app's own GET /api/auth/get-session with the same credentials. */
export function authenticateThroughApp(app: {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}): RealtimeAuthenticator {
  return async (headers) => {
    if (!headers.has('cookie') && !headers.has('authorization')) return null;
    const response = await app.request('/api/auth/get-session', { headers });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
    return body?.user?.id ? { id: body.user.id } : null;
  };
}
