// Jest global teardown: removes this run's PGlite dumps and PostgreSQL template databases.
const { rmSync } = require('node:fs');
const pg = require('pg');

module.exports = async function globalTeardown() {
  const folder = process.env.AMORA_TEST_SNAPSHOTS;
  if (folder) rmSync(folder, { recursive: true, force: true });
  const run = process.env.AMORA_TEST_RUN;
  if (!process.env.DATABASE_URL || !run) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const base = new URL(process.env.DATABASE_URL).pathname.slice(1) || 'postgres';
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `${base}\\_t${run}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
};
