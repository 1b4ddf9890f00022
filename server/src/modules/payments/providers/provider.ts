/*
 * The one interface every payment provider implements (ADR 0014): the sandbox (default) and Mollie.
 * Payments code talks only to this; the provider is chosen once at start from PAYMENT_PROVIDER.
 */
import type { Locale, PaymentMethod, PaymentStatus } from '@amora/contracts';
import type { Db } from '../../../db/database.js';

/** What a provider reports about a payment (a payment's own statuses); the settle logic maps it. */
export type ProviderStatus = PaymentStatus;

export interface CreateProviderPaymentInput {
  paymentId: number;
  /** Minor units (cents) of `currency`. */
  amount: number;
  currency: string;
  method: PaymentMethod;
  /** e.g. "Amora: 100 credits" */
  description: string;
  /** Where the provider sends the member back: {origin}/transactions/{paymentId}. */
  returnUrl: string;
  /** Where the provider posts its webhook. */
  webhookUrl: string;
  locale: Locale;
  /** ISO 3166-1 alpha-2 payment country. */
  country: string;
}
export interface ProviderPayment {
  /** The provider's own id for the payment (Mollie tr_…; the sandbox: sbx_{paymentId}_{16 hex of an HMAC}). */
  providerRef: string;
  /** The hosted checkout page to send the member to. */
  checkoutUrl: string;
}
/** What the provider says the member paid, when it tells (Mollie does; the sandbox pays what we ask). */
export interface PaidAmount {
  /** Minor units. */
  amount: number;
  currency: string;
}
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The raw body as received (form-encoded for Mollie, JSON for the sandbox). */
  rawBody: string;
}
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  /** Whether this provider can take payments with the method. */
  supports(method: PaymentMethod): boolean;
  createPayment(input: CreateProviderPaymentInput): Promise<ProviderPayment>;
  /**
   * Verifies a webhook (the sandbox: HMAC-SHA256 signature over the raw body with a timestamp;
   * Mollie: by fetching the payment from the API, as Mollie prescribes) and answers the payment and
   * its current state, or null when it is forged, malformed or about a payment the provider does not know.
   */
  parseWebhook(
    request: WebhookRequest,
  ): Promise<{ providerRef: string; status: ProviderStatus; paid?: PaidAmount } | null>;
  /** The payment's current state at the provider (used when the member returns and by the expiry job). */
  fetchStatus(providerRef: string): Promise<ProviderStatus>;
  /**
   * Refunds (part of) a completed payment; once refunds cover the whole amount the provider's
   * webhook reports `refunded`. `tx` is the caller's transaction: a provider that records the
   * refund in our database (the sandbox's outbox) writes it there, so it commits with the refund.
   */
  refund(request: ProviderRefund, tx?: ProviderTx): Promise<void>;
}

/** One refund asked of a provider. */
export interface ProviderRefund {
  providerRef: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Ours, unique per refund: a retried call answers the first refund instead of a second one. */
  key: string;
  /** Whether this refund brings the refunded total to the whole payment. */
  full: boolean;
}

/** The database or a transaction of it. */
export type ProviderTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
