import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

/**
 * The Redis the test run found (`redis-probe.cjs`, Jest's global setup), or none. Suites that need
 * it are declared with `describeWithRedis`: without Redis they are reported as skipped, the reason
 * in their name, never passed without running.
 */
export const TEST_REDIS_URL = process.env.AMORA_TEST_REDIS_URL || undefined;

export function describeWithRedis(name: string, suite: () => void): void {
  if (TEST_REDIS_URL) describe(name, suite);
  else describe.skip(`${name} (skipped: no Redis answered on ${process.env.AMORA_TEST_REDIS_PROBED})`, suite);
}

/**
 * Two instances of one deployment on Redis: the second shares the first's database (as two
 * processes behind a load balancer do) and is not listening yet. Close the second, then the first.
 * Each pair is a deployment of its own in Redis (its key prefix), so suites running at the same
 * time on one Redis never see each other's members.
 */
export async function twoInstancesOnRedis(
  memberCount: number,
): Promise<{ first: TestApp; second: FastifyInstance }> {
  const first = await createTestApp({
    memberCount,
    env: { REDIS_URL: TEST_REDIS_URL!, REDIS_KEY_PREFIX: `amora-test-${randomUUID()}` },
  });
  const second = await buildApp({
    config: { ...first.config, redisUrl: TEST_REDIS_URL!, seedDemoMember: true },
    database: { ...first.database, close: async () => undefined },
    serveStatic: false,
  });
  return { first, second };
}
