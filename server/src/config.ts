import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (server/dist/.. or server/src/..), where `./data` lives by default. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PAYMENT_PROVIDER: z.string().default('sandbox'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built shell is served from (defaults to shell/dist). */
  SHELL_DIST: z.string().optional(),
  /** Behind a reverse proxy: trust X-Forwarded-* for the client address and host. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  publicUrl: string | null;
  /** SMTP connection (`smtp://user:pass@host:port`); null writes mails to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  logLevel: string;
  shellDist: string;
  trustProxy: boolean;
  /** Demo data (the documented demo member) is never seeded in production. */
  seedDemoMember: boolean;
}

/** Configuration from the environment (ARCHITECTURE.md section 5); invalid values stop the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA ?? null,
    publicUrl: e.PUBLIC_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    logLevel: e.LOG_LEVEL,
    shellDist: e.SHELL_DIST ? path.resolve(e.SHELL_DIST) : path.join(REPO_ROOT, 'shell', 'dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    seedDemoMember: e.NODE_ENV !== 'production',
  };
}
