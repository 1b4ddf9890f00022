/*
 * The Mollie adapter (PAYMENT_PROVIDER=mollie, MOLLIE_API_KEY; ADR 0014) on the official client,
 * @mollie/api-client. The member pays on Mollie's hosted checkout; Mollie then posts `id=tr_…` to our
 * webhook with nothing else, and the truth is whatever the API answers for that id with our key
 * (Mollie's own advice: the body is unsigned, so its only use is to say which payment to look at).
 */
import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@amora/contracts';
import { createMollieClient, MollieApiError, type MollieClient } from '@mollie/api-client';
import {
  MOLLIE_METHODS,
  minorUnitsOf,
  mollieAmount,
  mollieLocaleOf,
  providerStatusOf,
} from './mollie-mapping.js';
import type {
  CreateProviderPaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderStatus,
  WebhookRequest,
} from './provider.js';

export interface MollieProviderOptions {
  /** `test_…` or `live_…` (Mollie dashboard → Developers → API keys). */
  apiKey: string;
  /**
   * The API root, default `https://api.mollie.com:443/v2/`. Only for a stand-in or a proxy: the client
   * speaks HTTPS only and trusts only the CA bundle it ships, not the system's.
   */
  apiEndpoint?: string;
  /** How long one call may take, the client's own retries included (default 20 s). */
  timeoutMs?: number;
}

/**
 * A failed call to the Mollie API. `retryable` is true for what may pass on a later attempt (no
 * connection, a timeout, 5xx after the client's own two retries, 429); false for a refusal (4xx:
 * a bad key, a method not enabled on the profile, an amount out of range). The message carries the
 * operation, the HTTP status and Mollie's detail, never the API key (it travels only in a header) nor
 * what the member entered at the checkout (we never see it).
 */
export class MollieProviderError extends Error {
  override readonly name = 'MollieProviderError';
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Mollie payment tokens: `tr_` and a short alphanumeric id (`tr_7UhSN1zuXS`). */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;
/** A webhook body is `id=tr_…`; anything far longer is not from Mollie. */
const MAX_WEBHOOK_BODY = 1024;
/** Mollie's limit on `description`. */
const MAX_DESCRIPTION = 255;
/**
 * The client sets no timeout of its own (node-fetch without one waits as long as the socket stays
 * open) and retries a 5xx twice, 2 s apart; 20 s covers that and keeps a stalled API from holding a
 * member's Pay click or a webhook forever. The request itself cannot be aborted from outside the
 * client; it is abandoned, and a create that did arrive is found again by its idempotency key.
 */
const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * One Mollie payment per request of ours: a create retried after a timeout (Mollie may have made
 * the payment already) is answered with the first payment instead of a second checkout. The key
 * hashes the whole request, not just our payment id, so that two deployments on one Mollie account,
 * or a database started afresh, never get each other's payment for a reused id.
 */
function idempotencyKeyOf(paymentId: number, parameters: object): string {
  return `amora-${paymentId}-${createHash('sha256').update(JSON.stringify(parameters)).digest('hex').slice(0, 32)}`;
}

function redact(text: string, apiKey: string): string {
  const hidden = apiKey ? text.split(apiKey).join('[key]') : text;
  return hidden.replace(/\b(live|test|access)_[A-Za-z0-9]{8,}/g, '$1_[redacted]');
}

/** Wraps whatever the client threw into a MollieProviderError with a message safe to log. */
function failure(operation: string, error: unknown, apiKey: string): MollieProviderError {
  if (error instanceof MollieProviderError) return error;
  const status =
    error instanceof MollieApiError && typeof error.statusCode === 'number' ? error.statusCode : null;
  // No status: the request never got an HTTP answer (refused, reset, DNS, TLS) or the body was not JSON.
  const retryable = status === null || status >= 500 || status === 429;
  // Mollie's `detail` (the ApiError's message) or the network error's ("connect ECONNREFUSED …").
  const text = error instanceof Error ? error.message : String(error);
  const detail = redact(text || 'unknown error', apiKey).slice(0, 200);
  return new MollieProviderError(
    `Mollie ${operation} failed (${status ?? 'no response'}): ${detail}`,
    status,
    retryable,
  );
}

/** The call's answer, or a retryable MollieProviderError once `ms` have passed without one. */
async function withDeadline<T>(operation: string, ms: number, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MollieProviderError(`Mollie ${operation} timed out after ${ms} ms`, null, true)),
      ms,
    );
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The payment id a Mollie webhook names, or null for anything that is not exactly `id=tr_…`. */
export function webhookPaymentId(rawBody: string): string | null {
  if (typeof rawBody !== 'string' || rawBody.length > MAX_WEBHOOK_BODY) return null;
  const ids = new URLSearchParams(rawBody.trim()).getAll('id');
  return ids.length === 1 && PAYMENT_ID.test(ids[0]!) ? ids[0]! : null;
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const { apiKey } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!/^(test|live)_\w+$/.test(apiKey ?? ''))
    throw new Error('MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)');
  const client: MollieClient = createMollieClient({
    apiKey,
    versionStrings: 'Amora/1.0.0',
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });

  /** The payment, or null when Mollie does not know it under our key (404, or an id of another merchant). */
  async function fetchPayment(operation: string, id: string) {
    try {
      return await withDeadline(operation, timeoutMs, client.payments.get(id));
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw failure(operation, error, apiKey);
    }
  }

  return {
    name: 'mollie',

    supports(method: PaymentMethod): boolean {
      return MOLLIE_METHODS[method] !== undefined;
    },

    async createPayment(input: CreateProviderPaymentInput): Promise<ProviderPayment> {
      const method = MOLLIE_METHODS[input.method];
      if (!method) throw new MollieProviderError(`Mollie does not offer ${input.method}`, null, false);
      try {
        const parameters = {
          amount: mollieAmount(input.amount, input.currency),
          description: input.description.slice(0, MAX_DESCRIPTION),
          redirectUrl: input.returnUrl,
          webhookUrl: input.webhookUrl,
          method,
          locale: mollieLocaleOf(input.locale, input.country),
          metadata: { paymentId: input.paymentId },
        };
        const payment = await withDeadline(
          'payments.create',
          timeoutMs,
          client.payments.create({
            ...parameters,
            idempotencyKey: idempotencyKeyOf(input.paymentId, parameters),
          }),
        );
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl)
          throw new MollieProviderError(`Mollie gave payment ${payment.id} no checkout`, null, false);
        return { providerRef: payment.id, checkoutUrl };
      } catch (error) {
        if (error instanceof RangeError) throw error;
        throw failure('payments.create', error, apiKey);
      }
    },

    async parseWebhook(request: WebhookRequest) {
      const id = webhookPaymentId(request.rawBody);
      if (!id) return null;
      // Throws when Mollie cannot be asked: the route then answers 5xx and Mollie posts again later.
      const payment = await fetchPayment('payments.get', id);
      if (!payment) return null;
      const status = providerStatusOf(payment);
      const paid = minorUnitsOf(payment.amount);
      return {
        providerRef: payment.id,
        status,
        ...(paid !== null && { paid: { amount: paid, currency: payment.amount.currency } }),
      };
    },

    async fetchStatus(providerRef: string): Promise<ProviderStatus> {
      if (!PAYMENT_ID.test(providerRef))
        throw new MollieProviderError(`Not a Mollie payment id: ${providerRef.slice(0, 40)}`, null, false);
      const payment = await fetchPayment('payments.get', providerRef);
      if (!payment) throw new MollieProviderError(`Mollie does not know payment ${providerRef}`, 404, false);
      return providerStatusOf(payment);
    },

    async refund(request: ProviderRefund): Promise<void> {
      const { providerRef } = request;
      if (!PAYMENT_ID.test(providerRef))
        throw new MollieProviderError(`Not a Mollie payment id: ${providerRef.slice(0, 40)}`, null, false);
      const value = mollieAmount(request.amount, request.currency);
      try {
        // Our refund's own key: a refund retried after a timeout or a lost answer is answered with
        // the first refund instead of paying the member back twice, while two deliberate partial
        // refunds of the same amount (two keys) are two refunds.
        await withDeadline(
          'refunds.create',
          timeoutMs,
          client.paymentRefunds.create({
            paymentId: providerRef,
            amount: value,
            description: 'Amora refund',
            idempotencyKey: `amora-refund-${providerRef}-${request.key}`.slice(0, 200),
          }),
        );
      } catch (error) {
        throw failure('refunds.create', error, apiKey);
      }
    },
  };
}
