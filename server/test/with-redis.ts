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
