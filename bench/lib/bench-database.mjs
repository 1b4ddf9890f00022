// The sibling databases the API benchmarks work in: `postgres://…/amora_bench` with suffix `_chat`
// is `postgres://…/amora_bench_chat`, beside the database BENCH_DATABASE_URL names (which only
// serves to create it), so a benchmark never touches another's data.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

async function asAdmin(url, work) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The sibling database of `url` with `suffix`: made afresh (dropped first) with `fresh`, otherwise
 * created when missing and kept as it is (what was generated into it before is reused). Answers
 * its URL, its name, and `drop()` for a fresh one's end.
 */
export async function siblingDatabase(url, suffix, { fresh = false } = {}) {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1) || 'postgres'}${suffix}`.replaceAll('"', '');
  await asAdmin(url, async (admin) => {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    try {
      await admin.query(`create database "${name}"`);
    } catch (error) {
      if (fresh || error.code !== '42P04') throw error; // 42P04: already there, reuse it
    }
  });
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    name,
    drop: () => asAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}
