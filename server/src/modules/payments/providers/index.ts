/*
 * The provider is chosen once at start (ADR 0014): `PAYMENT_PROVIDER` unset or `sandbox` → the
 * built-in sandbox, `mollie` → the Mollie adapter. Payments code sees only `PaymentProvider`.
 */
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { createMollieProvider } from './mollie.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, sandboxSecret, type SandboxProvider } from './sandbox.js';

export type {
  PaidAmount,
  PaymentProvider,
  ProviderRefund,
  ProviderStatus,
  ProviderTx,
  WebhookRequest,
} from './provider.js';
export {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
  verifySandboxSignature,
  type SandboxProvider,
  type SandboxWebhookBody,
} from './sandbox.js';

export interface ProviderDeps {
  db: Db;
  now: () => Date;
}

export function createPaymentProvider(config: AppConfig, deps: ProviderDeps): PaymentProvider {
  const settings = config.payments;
  if (settings.provider === 'mollie') {
    if (!settings.mollieApiKey) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
    return createMollieProvider({
      apiKey: settings.mollieApiKey,
      ...(settings.mollieApiEndpoint ? { apiEndpoint: settings.mollieApiEndpoint } : {}),
    });
  }
  return createSandboxProvider({
    db: deps.db,
    now: deps.now,
    secret: sandboxSecret(settings.sandboxWebhookSecret, config.dataDir),
  });
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
