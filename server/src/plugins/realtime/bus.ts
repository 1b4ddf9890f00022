import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '@amora/contracts';

/**
 * What travels between server instances: an event for one member's sockets, word that some of
 * the member's sessions ended (every instance then re-checks the sockets it holds for them),
 * which of the member's sockets must close because they opened more than the cap allows, or a
 * notice an area sends to all instances.
 */
export type Envelope =
  | { memberId: number; event: RealtimeEvent }
  | { memberId: number; control: 'sessions_ended' }
  | { memberId: number; control: 'too_many_sockets'; sockets: string[] }
  /** A word for every instance, not for a member's sockets: e.g. a cache to drop. */
  | { notice: string };

/**
 * Fan-out between server instances. In-process by default (one instance); with REDIS_URL every
 * instance publishes to one Redis channel and delivers what arrives to its own sockets, so two
 * members connected to different instances reach each other (ADR 0018).
 */
export interface RealtimeBus {
  readonly kind: 'memory' | 'redis';
  publish(envelope: Envelope): Promise<void>;
  /** Called for every envelope published by any instance (this one included). */
  subscribe(listener: (envelope: Envelope) => void): void;
  close(): Promise<void>;
}

export function createMemoryBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (envelope) => {
      emitter.emit('envelope', envelope);
    },
    subscribe: (listener) => emitter.on('envelope', listener),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

function isEnvelope(value: unknown): value is Envelope {
  const v = value as {
    memberId?: unknown;
    event?: { type?: unknown } | null;
    control?: unknown;
    sockets?: unknown;
    notice?: unknown;
  };
  if (typeof v !== 'object' || v === null) return false;
  if (typeof v.notice === 'string') return true;
  if (!Number.isSafeInteger(v.memberId)) return false;
  if (v.control === 'sessions_ended') return true;
  if (v.control === 'too_many_sockets')
    return Array.isArray(v.sockets) && v.sockets.every((id) => typeof id === 'string');
  return typeof v.event === 'object' && v.event !== null && typeof v.event.type === 'string';
}

/**
 * Redis pub/sub: a publishing and a subscribed connection (a subscribed connection can do nothing
 * else). Delivery is at most once, as pub/sub is: areas whose events must not be lost (chat)
 * keep them in the database and let a reconnecting client catch up from its last seen id.
 */
export async function createRedisBus(
  url: string,
  log: FastifyBaseLogger,
  prefix: string,
): Promise<RealtimeBus> {
  const channel = `${prefix}:realtime`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `amora-${randomUUID()}` };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis connection error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const listeners: ((envelope: Envelope) => void)[] = [];
  subscriber.on('message', (_channel: string, message: string) => {
    let envelope: unknown;
    try {
      envelope = JSON.parse(message);
    } catch {
      return;
    }
    if (!isEnvelope(envelope)) return;
    for (const listener of listeners) listener(envelope);
  });
  return {
    kind: 'redis',
    publish: async (envelope) => {
      await publisher.publish(channel, JSON.stringify(envelope));
    },
    subscribe: (listener) => listeners.push(listener),
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
