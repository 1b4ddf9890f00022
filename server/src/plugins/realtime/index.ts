import fastifyWebsocket from '@fastify/websocket';
import {
  REALTIME_CLOSE,
  REALTIME_MAX_COMMAND_BYTES,
  REALTIME_PATH,
  RealtimeCommandSchema,
  type RealtimeEvent,
  type RealtimeHello,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.js';
import { liveSessionHashes } from '../session.js';
import { createMemoryBus, createRedisBus } from './bus.js';
import { RealtimeHub } from './hub.js';
import { createRedisSocketRegistry, type SocketRegistry } from './socket-registry.js';

export { RealtimeHub, type CommandHandler } from './hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Areas publish events to members and register client commands here (ADR 0018). */
    realtime: RealtimeHub;
  }
}

export interface RealtimeOptions {
  redisUrl: string | null;
  /** What the deployment's Redis channel and keys start with (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** The site's public origin (PUBLIC_URL); without it the request's own host is the origin. */
  publicUrl: string | null;
  heartbeatMs?: number;
  /** Commands a socket may send per second before it is closed. */
  commandsPerSecond?: number;
  /** How often every socket's session is checked again (expiry, an announcement that was lost). */
  sessionCheckMs?: number;
  /** Sockets one member may hold on all instances together; the oldest closes for a new one. */
  maxSocketsPerMember?: number;
}

/**
 * What a socket's faults say about whom: a malformed or oversized frame, or a connection the
 * client dropped, is the client's doing (info, like other refused input); anything else is ours.
 */
export function isClientSocketFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT')
  );
}

/**
 * Cross-site WebSocket hijacking defence: a browser always sends Origin on a WebSocket upgrade,
 * and the session cookie rides along, so only pages of our own origin may open the socket.
 */
function originAllowed(request: FastifyRequest, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (publicUrl && new URL(publicUrl).host === host) return true;
  return host === request.headers.host;
}

/** The socket's life: hello, heartbeats, commands (validated, rate-limited), clean removal. */
function serve(
  app: FastifyInstance,
  socket: WebSocket,
  memberId: number,
  tokenHash: string,
  options: Required<RealtimeOptions>,
): void {
  const hub = app.realtime;
  hub.add(memberId, socket, tokenHash);
  const send = (event: RealtimeEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  send({
    type: 'hello',
    data: { member_id: memberId, heartbeat_ms: options.heartbeatMs } satisfies RealtimeHello,
  });

  // A socket that misses a heartbeat is dead (a phone that lost its network): drop it.
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, options.heartbeatMs);
  heartbeat.unref();

  let windowStart = Date.now();
  let commandsInWindow = 0;
  socket.on('message', (raw: Buffer, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      commandsInWindow = 0;
    }
    commandsInWindow += 1;
    if (commandsInWindow > options.commandsPerSecond) {
      socket.close(REALTIME_CLOSE.overload, 'too many commands');
      return;
    }
    if (isBinary || raw.length > REALTIME_MAX_COMMAND_BYTES) {
      socket.close(REALTIME_CLOSE.policy, 'unsupported frame');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      socket.close(REALTIME_CLOSE.policy, 'not JSON');
      return;
    }
    const command = RealtimeCommandSchema.safeParse(parsed);
    if (!command.success) {
      socket.close(REALTIME_CLOSE.policy, 'not a command');
      return;
    }
    const handler = hub.commandHandler(command.data.type);
    if (!handler) return; // An older or newer client's command: ignored, not fatal.
    Promise.resolve(handler(memberId, command.data.data, send)).catch((error: unknown) =>
      app.log.warn({ err: error, type: command.data.type }, 'realtime: command failed'),
    );
  });
  socket.on('close', () => {
    clearInterval(heartbeat);
    hub.remove(memberId, socket);
  });
}

/**
 * `GET /api/realtime` (WebSocket): members only (the session cookie), from our own origin only.
 * Registers `app.realtime`; the bus is Redis pub/sub when REDIS_URL is set, in-process otherwise.
 */
export async function registerRealtime(app: FastifyInstance, input: RealtimeOptions): Promise<void> {
  const options: Required<RealtimeOptions> = {
    heartbeatMs: 30_000,
    commandsPerSecond: 20,
    sessionCheckMs: 60_000,
    maxSocketsPerMember: 10,
    ...input,
  };
  const { redisUrl, redisKeyPrefix: prefix } = options;
  const bus = redisUrl ? await createRedisBus(redisUrl, app.log, prefix) : createMemoryBus();
  const heldMembers = (): number[] => hub.heldMembers();
  const registry: SocketRegistry | null = redisUrl
    ? await createRedisSocketRegistry(redisUrl, app.log, { prefix, heldMembers })
    : null;
  const hub: RealtimeHub = new RealtimeHub(bus, app.log, {
    liveSessions: (hashes) => liveSessionHashes(app.ctx.db, hashes, app.ctx.clock.now()),
    maxSocketsPerMember: options.maxSocketsPerMember,
    registry,
  });
  app.decorate('realtime', hub);
  // A session that expires, or ends while an announcement was lost, closes its sockets by this.
  const sessionCheck = setInterval(() => void hub.checkSessions(), options.sessionCheckMs);
  sessionCheck.unref();
  app.addHook('preClose', async () => {
    clearInterval(sessionCheck);
    await app.realtime.closeAll(1001);
  });
  app.addHook('onClose', () => bus.close());

  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_MAX_COMMAND_BYTES * 2, perMessageDeflate: false },
    errorHandler: (error, socket, request) => {
      if (isClientSocketFault(error))
        request.log.info({ err: error }, 'realtime: socket closed for a client fault');
      else request.log.error({ err: error }, 'realtime: socket failed');
      socket.terminate();
    },
  });
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      config: { auth: 'member' },
      preHandler: (request, _reply, done) => {
        done(
          originAllowed(request, options.publicUrl)
            ? undefined
            : new AppError(403, 'csrf_header_missing', 'errors.csrfHeaderMissing'),
        );
      },
    },
    (socket, request) =>
      serve(app, socket as unknown as WebSocket, request.member.userId, request.member.tokenHash, options),
  );
}
