import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Which sockets a member holds on all instances together, in the order they opened, so that the
 * per-member cap holds for the deployment and not once per instance. Only with Redis: one
 * instance's own sockets are the whole truth without it.
 */
export interface SocketRegistry {
  /** A new socket id on this instance; the instance is part of it, so its entries die with it. */
  newSocketId(): string;
  /**
   * Records a member's new socket and answers the ids of their other sockets, on any instance,
   * that must close so that at most `max` stay open: the oldest first, never the new one.
   */
  opened(memberId: number, socketId: string, max: number): Promise<string[]>;
  closed(memberId: number, socketId: string): Promise<void>;
  /** Drops this instance's entries (it is shutting down) and the connection. */
  close(sockets: [memberId: number, socketId: string][]): Promise<void>;
}

/**
 * KEYS[1] the member's sorted set (socket id → open time in µs, Redis's own clock so instances'
 * clocks do not matter); ARGV: the new socket, the cap, the instances' key prefix, the TTL.
 * Entries of an instance whose liveness key expired (it died without cleaning up) are dropped
 * first, so a crashed instance's sockets never count against the member.
 */
const OPENED_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
redis.call('ZADD', KEYS[1], now, ARGV[1])
local alive = {}
local instances = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local instance = string.match(id, '^([^|]+)|')
  if instances[instance] == nil then
    instances[instance] = redis.call('EXISTS', ARGV[3] .. instance) == 1
  end
  if instances[instance] then
    if id ~= ARGV[1] then table.insert(alive, id) end
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
local evicted = {}
for i = 1, #alive + 1 - tonumber(ARGV[2]) do
  redis.call('ZREM', KEYS[1], alive[i])
  table.insert(evicted, alive[i])
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return evicted
`;

export interface RedisSocketRegistryOptions {
  /** Key prefix of the deployment (`REDIS_KEY_PREFIX`). */
  prefix: string;
  /** How long an instance's entries outlive its last sign of life. */
  ttlMs?: number;
  /** The members this instance holds sockets for now (their entries are kept alive). */
  heldMembers: () => number[];
}

/**
 * The registry in Redis: a sorted set per member and a liveness key per instance that the
 * instance renews every third of the TTL (and with it the sets of the members it holds).
 */
export async function createRedisSocketRegistry(
  url: string,
  log: FastifyBaseLogger,
  options: RedisSocketRegistryOptions,
): Promise<SocketRegistry> {
  const ttlMs = options.ttlMs ?? 90_000;
  const instanceId = randomUUID();
  const instancePrefix = `${options.prefix}:realtime:instance:`;
  const memberKey = (memberId: number) => `${options.prefix}:realtime:sockets:${memberId}`;
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: `amora-sockets-${instanceId}`,
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis connection error'));
  await redis.connect();

  const renew = async () => {
    const pipeline = redis.pipeline().set(instancePrefix + instanceId, '1', 'PX', ttlMs);
    for (const memberId of options.heldMembers()) pipeline.pexpire(memberKey(memberId), ttlMs);
    await pipeline.exec();
  };
  await redis.set(instancePrefix + instanceId, '1', 'PX', ttlMs);
  const renewal = setInterval(() => {
    renew().catch((error: unknown) => log.warn({ err: error }, 'realtime: renewing socket entries failed'));
  }, ttlMs / 3);
  renewal.unref();

  return {
    newSocketId: () => `${instanceId}|${randomUUID()}`,
    opened: async (memberId, socketId, max) =>
      (await redis.eval(
        OPENED_SCRIPT,
        1,
        memberKey(memberId),
        socketId,
        max,
        instancePrefix,
        ttlMs,
      )) as string[],
    closed: async (memberId, socketId) => {
      await redis.zrem(memberKey(memberId), socketId);
    },
    close: async (sockets) => {
      clearInterval(renewal);
      try {
        const pipeline = redis.pipeline().del(instancePrefix + instanceId);
        for (const [memberId, socketId] of sockets) pipeline.zrem(memberKey(memberId), socketId);
        await pipeline.exec();
      } finally {
        redis.disconnect();
      }
    },
  };
}
