import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNUP_MAX_PER_ADDRESS_PER_HOUR } from '@amora/contracts';
import { z } from 'zod';
import type { S3Settings } from './plugins/storage/index.js';

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
  /** SMS gateway (plugins/sms); without it texts go to DATA_DIR/sms and /dev/sms. */
  SMS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mollie']).default('sandbox'),
  /** Mollie (PAYMENT_PROVIDER=mollie): `test_…` or `live_…`, and an endpoint only for a stand-in. */
  MOLLIE_API_KEY: z.string().min(1).optional(),
  MOLLIE_API_ENDPOINT: z.string().url().optional(),
  /**
   * `1` lets a staging site run the sandbox with NODE_ENV=production (every page then says
   * "test payments"); without it production refuses to start on the sandbox.
   */
  ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['0', '1']).default('0'),
  /** The sandbox's webhook signing secret; without it one is generated under DATA_DIR. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built shell is served from (defaults to shell/dist). */
  SHELL_DIST: z.string().optional(),
  BACKOFFICE_DIST: z.string().optional(),
  /** Behind a reverse proxy: trust X-Forwarded-* for the client address and host. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Sign-ups per client address and hour; a site behind one NAT may need more. */
  SIGNUP_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Member photos in an S3-compatible bucket instead of DATA_DIR/media (docs/adr/0007). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Defaults to AWS's endpoint of the region; a MinIO or other store gives its own. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'folders ending in /, such as amora/')
    .default(''),
  /** Where browsers load the bucket's files from (a CDN); allowed in the CSP's img-src. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Web push (ADR 0020): VAPID keys (base64url); without them a pair is generated under DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who the push services may contact: `mailto:…` or an https URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:address or an https URL')
    .optional(),
  /** Push service hosts beyond the known ones (comma-separated `host`, `host:port` or `*.domain`). */
  PUSH_ALLOWED_HOSTS: z.string().default(''),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  publicUrl: string | null;
  /** Redis for the realtime fan-out between instances; null keeps it in-process (one instance). */
  redisUrl: string | null;
  /** SMTP connection (`smtp://user:pass@host:port`); null writes mails to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  /** SMS gateway (`https://user:pass@host/path`, JSON POST); null writes texts to DATA_DIR/sms. */
  smsUrl: string | null;
  logLevel: string;
  shellDist: string;
  /** The staff console's build, served at /backoffice/ (never by the shell). */
  backofficeDist: string;
  trustProxy: boolean;
  /** Sign-ups allowed per client address and hour. */
  signupMaxPerAddressPerHour: number;
  /** Demo data (the documented demo member) is never seeded in production. */
  seedDemoMember: boolean;
  /** The photo bucket; null keeps photos under DATA_DIR/media. */
  s3: S3Settings | null;
  /** Origin of S3_PUBLIC_URL, allowed to serve images to the pages. */
  mediaOrigin: string | null;
  /** Web push (ADR 0020): VAPID keys from the environment (null: kept under DATA_DIR), extra hosts. */
  push: {
    vapidPublicKey: string | null;
    vapidPrivateKey: string | null;
    vapidSubject: string | null;
    allowedHosts: string[];
  };
  /** The payment provider (ADR 0014) and its settings. */
  payments: {
    provider: 'sandbox' | 'mollie';
    mollieApiKey: string | null;
    mollieApiEndpoint: string | null;
    sandboxWebhookSecret: string | null;
    /** Production on the sandbox, on purpose (a staging site): pages show a "test payments" banner. */
    testPayments: boolean;
  };
}

/** The bucket of the `S3_*` settings, or null without S3_BUCKET; a half-configured bucket stops the start. */
function s3SettingsOf(e: z.infer<typeof EnvSchema>): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\nS3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    ...(e.S3_SESSION_TOKEN ? { sessionToken: e.S3_SESSION_TOKEN } : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    keyPrefix: e.S3_KEY_PREFIX,
  };
}

/** The payment provider's settings; Mollie without a key stops the start. */
function paymentSettingsOf(e: z.infer<typeof EnvSchema>): AppConfig['payments'] {
  if (e.PAYMENT_PROVIDER === 'mollie' && !e.MOLLIE_API_KEY)
    throw new Error('Invalid configuration:\nPAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
  return {
    provider: e.PAYMENT_PROVIDER,
    mollieApiKey: e.MOLLIE_API_KEY ?? null,
    mollieApiEndpoint: e.MOLLIE_API_ENDPOINT ?? null,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
    testPayments: e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox',
  };
}

/**
 * Production fails closed: a setting whose default suits development (the sandbox that credits
 * anyone who clicks Pay, plain http, secrets generated per instance) stops the start instead of
 * warning in a log nobody reads. Each problem says what to set.
 */
export function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'sandbox') {
    if (e.ALLOW_SANDBOX_IN_PRODUCTION !== '1')
      problems.push(
        'PAYMENT_PROVIDER is the sandbox (its default): set PAYMENT_PROVIDER=mollie and MOLLIE_API_KEY, ' +
          'or ALLOW_SANDBOX_IN_PRODUCTION=1 for a staging site (its pages then say "test payments")',
      );
    else if (!e.SANDBOX_WEBHOOK_SECRET)
      problems.push('ALLOW_SANDBOX_IN_PRODUCTION=1 needs SANDBOX_WEBHOOK_SECRET (at least 16 characters)');
  }
  if (e.PUBLIC_URL && new URL(e.PUBLIC_URL).protocol !== 'https:')
    problems.push(`PUBLIC_URL must be https in production (it is ${new URL(e.PUBLIC_URL).origin})`);
  // Several instances (REDIS_URL) would each generate a key pair of their own, and a browser's
  // subscription would work against one of them only.
  if (e.REDIS_URL && !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY))
    problems.push(
      'REDIS_URL (several instances) needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same on every instance ' +
        '(npx web-push generate-vapid-keys)',
    );
  return problems;
}

/** The push settings; one VAPID key without the other stops the start. */
function pushSettingsOf(e: z.infer<typeof EnvSchema>): AppConfig['push'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new Error('Invalid configuration:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  return {
    vapidPublicKey: e.VAPID_PUBLIC_KEY ?? null,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY ?? null,
    vapidSubject: e.VAPID_SUBJECT ?? null,
    allowedHosts: e.PUSH_ALLOWED_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Configuration from the environment (ARCHITECTURE.md section 5); invalid values stop the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const problems = productionProblems(e);
  if (problems.length > 0)
    throw new Error(
      `Invalid configuration for NODE_ENV=production:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA ?? null,
    publicUrl: e.PUBLIC_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    smsUrl: e.SMS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    shellDist: e.SHELL_DIST ? path.resolve(e.SHELL_DIST) : path.join(REPO_ROOT, 'shell', 'dist'),
    backofficeDist: e.BACKOFFICE_DIST
      ? path.resolve(e.BACKOFFICE_DIST)
      : path.join(REPO_ROOT, 'backoffice', 'dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    signupMaxPerAddressPerHour: e.SIGNUP_MAX_PER_ADDRESS_PER_HOUR ?? SIGNUP_MAX_PER_ADDRESS_PER_HOUR,
    seedDemoMember: e.NODE_ENV !== 'production',
    s3: s3SettingsOf(e),
    mediaOrigin: e.S3_PUBLIC_URL ? new URL(e.S3_PUBLIC_URL).origin : null,
    payments: paymentSettingsOf(e),
    push: pushSettingsOf(e),
  };
}
