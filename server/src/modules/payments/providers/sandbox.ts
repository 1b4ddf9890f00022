/*
 * The sandbox provider (PAYMENT_PROVIDER unset or `sandbox`; ADR 0014): a provider's test mode run by
 * the server itself. The member picks Pay, Fail or Cancel on our hosted checkout page
 * (sandbox/checkout-routes.ts); the choice goes into the `sandbox_webhooks` outbox, from which a job
 * (sandbox/outbox.ts) posts signed webhooks to our own webhook route until one is acknowledged,
 * exactly as a real provider would. Refunds and chargebacks are queued the same way.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from '@amora/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { payments, sandboxWebhooks } from '../../../db/schema.js';
import type {
  CreateProviderPaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderStatus,
  WebhookRequest,
} from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook signed longer ago than this is refused: a captured one cannot be replayed later. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The first delivery waits this long after the member's click, as a real provider's does. */
export const SANDBOX_FIRST_DELIVERY_DELAY_MS = 1500;

/** `sbx_{paymentId}_{16 hex}`: the tail keeps refs of other payments from being guessed. */
const REF = /^sbx_(\d{1,10})_([0-9a-f]{16})$/;

export interface SandboxWebhookBody {
  id: string;
  status: ProviderStatus;
  /** The outbox row, so a receiver can tell a retry from a new event. */
  event: number;
}

/** The secret: SANDBOX_WEBHOOK_SECRET, else one generated on first start and kept in DATA_DIR. */
export function sandboxSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'sandbox-webhook-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the header a delivery carries. */
export function signSandboxWebhook(secret: string, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Whether `header` signs `rawBody` with `secret` within the tolerance. Constant-time compare. */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  nowMs: number,
): boolean {
  if (typeof header !== 'string' || header.length > 200) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1 ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The database or a transaction of it. */
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SandboxProviderDeps {
  db: Db;
  secret: string;
  now: () => Date;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The payment id of a sandbox ref, or null when the ref is not one the sandbox handed out. */
  paymentIdOf(providerRef: string): number | null;
  /** Queues a webhook reporting `status` (the checkout page's choice, a refund, a chargeback). */
  enqueue(paymentId: number, status: ProviderStatus, delayMs?: number, tx?: Tx): Promise<void>;
  /** Test mode's chargeback button: the bank takes the money back; a `charged_back` webhook follows. */
  chargeBack(providerRef: string): Promise<void>;
  /** The signature header for a delivery of `rawBody` now (sandbox/outbox.ts). */
  sign(rawBody: string): string;
}

export function createSandboxProvider(deps: SandboxProviderDeps): SandboxProvider {
  const { db, secret, now } = deps;
  const tail = (paymentId: number) =>
    createHmac('sha256', secret).update(`ref:${paymentId}`).digest('hex').slice(0, 16);
  const refOf = (paymentId: number) => `sbx_${paymentId}_${tail(paymentId)}`;

  function paymentIdOf(providerRef: string): number | null {
    const match = REF.exec(providerRef);
    if (!match) return null;
    const id = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(tail(id));
    return timingSafeEqual(given, expected) ? id : null;
  }

  async function enqueue(
    paymentId: number,
    status: ProviderStatus,
    delayMs = SANDBOX_FIRST_DELIVERY_DELAY_MS,
    tx: Tx = db,
  ) {
    await tx.insert(sandboxWebhooks).values({
      paymentId,
      status,
      nextAttemptAt: new Date(now().getTime() + delayMs),
    });
  }

  /** What the sandbox knows of a payment: the last event it queued, pending before any. */
  async function statusOf(paymentId: number): Promise<ProviderStatus> {
    const [last] = await db
      .select({ status: sandboxWebhooks.status })
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.paymentId, paymentId))
      .orderBy(desc(sandboxWebhooks.id))
      .limit(1);
    return (last?.status as ProviderStatus | undefined) ?? 'pending';
  }

  async function known(paymentId: number, providerRef: string): Promise<boolean> {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.provider, 'sandbox'),
          sql`${payments.providerRef} = ${providerRef}`,
        ),
      );
    return row !== undefined;
  }

  return {
    name: 'sandbox',
    paymentIdOf,
    enqueue,
    sign: (rawBody) => signSandboxWebhook(secret, rawBody, now().getTime()),

    supports(method: PaymentMethod): boolean {
      return (PAYMENT_METHODS as readonly string[]).includes(method);
    },

    async createPayment(input: CreateProviderPaymentInput): Promise<ProviderPayment> {
      // Deterministic per payment: a create retried for the same payment answers the same checkout.
      const providerRef = refOf(input.paymentId);
      return { providerRef, checkoutUrl: new URL(`/sandbox/checkout/${providerRef}`, input.returnUrl).href };
    },

    async parseWebhook(request: WebhookRequest) {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      if (!verifySandboxSignature(secret, request.rawBody, header, now().getTime())) return null;
      let body: Partial<SandboxWebhookBody>;
      try {
        body = JSON.parse(request.rawBody) as Partial<SandboxWebhookBody>;
      } catch {
        return null;
      }
      if (typeof body.id !== 'string' || !PAYMENT_STATUSES.includes(body.status as ProviderStatus))
        return null;
      const paymentId = paymentIdOf(body.id);
      if (paymentId === null || !(await known(paymentId, body.id))) return null;
      return { providerRef: body.id, status: body.status as ProviderStatus };
    },

    async fetchStatus(providerRef: string): Promise<ProviderStatus> {
      const paymentId = paymentIdOf(providerRef);
      if (paymentId === null) throw new Error(`not a sandbox payment: ${providerRef.slice(0, 40)}`);
      return statusOf(paymentId);
    },

    async refund(request: ProviderRefund, tx: Tx = db): Promise<void> {
      const paymentId = paymentIdOf(request.providerRef);
      if (paymentId === null) throw new Error(`not a sandbox payment: ${request.providerRef.slice(0, 40)}`);
      // As Mollie reports it: a partial refund leaves the payment paid (its webhook says so
      // again), the refund that completes the amount makes it refunded.
      await enqueue(paymentId, request.full ? 'refunded' : 'completed', undefined, tx);
    },

    async chargeBack(providerRef: string): Promise<void> {
      const paymentId = paymentIdOf(providerRef);
      if (paymentId === null) throw new Error(`not a sandbox payment: ${providerRef.slice(0, 40)}`);
      await enqueue(paymentId, 'charged_back');
    },
  };
}
