import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the generated admin token is kept when `LANDERS_ADMIN_TOKEN` is not set. */
export function adminTokenFile(dataDir: string): string {
  return path.join(dataDir, 'landers-admin-token');
}

/**
 * The admin API's token: `LANDERS_ADMIN_TOKEN`, or one generated on first start and kept under
 * DATA_DIR (owner-only), so `npm run landers` works on the one-machine default without setup and
 * a marketing tool elsewhere gets a token from the environment.
 */
export async function adminToken(
  dataDir: string,
  fromEnv = process.env.LANDERS_ADMIN_TOKEN,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = adminTokenFile(dataDir);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch {
    // Not made yet: made below.
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The token for the command line: the environment's, else the file the server wrote. */
export async function readAdminToken(dataDir: string): Promise<string | null> {
  if (process.env.LANDERS_ADMIN_TOKEN) return process.env.LANDERS_ADMIN_TOKEN;
  try {
    return (await readFile(adminTokenFile(dataDir), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}
