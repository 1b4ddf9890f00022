// Jest global setup: probes Redis once (redis-probe.cjs), and names this run's copies of the
// seeded test database (src/test-support/seeded-database.ts): a folder for PGlite's dumps and a
// run id for PostgreSQL's template databases. The teardown removes both.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const probeRedis = require('./redis-probe.cjs');

module.exports = async function globalSetup() {
  await probeRedis();
  process.env.AMORA_TEST_SNAPSHOTS = mkdtempSync(path.join(os.tmpdir(), 'amora-test-snapshots-'));
  process.env.AMORA_TEST_RUN = `${process.pid}`;
};
