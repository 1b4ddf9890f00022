import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Locale as MollieLocale, PaymentMethod as MollieMethod } from '@mollie/api-client';

/**
 * A Mollie API v2 stand-in for tests (Mollie is a boundary we do not own): the endpoints the adapter's
 * client calls (create payment, get payment, create refund), each request checked the way Mollie
 * checks it (bearer key, JSON body, amount strings, known method and locale, absolute URLs, idempotency
 * key) and answered in Mollie's shape (HAL JSON, `{status, title, detail}` errors). Tests read what
 * arrived in `requests` and move a payment along as the member or the bank would (`setStatus`,
 * `chargeBack`, `refundInDashboard`).
 *
 * It speaks HTTPS because @mollie/api-client does: it sends every request through an `https.Agent`
 * that trusts only the CA bundle the client ships, so a plain-HTTP endpoint fails with 'Protocol
 * "http:" not supported'. `trustFakeMollie()` adds this certificate (for 127.0.0.1, test use only) to
 * the agents created while a test runs; verification itself stays on.
 */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBqTCCAU+gAwIBAgIUFqr+Exrvs6s6InoTnSa/UPuRO+0wCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDAgFw0yNjExMjUxMzUwNTlaGA8y
MTI2MTEwMTEzNTA1OVowGzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABAw2An1G4hot9bTHMZsLPdQr+QVqN7MQ1Nic
Ly5Ble+O0Ypi7qabGHXbR94ggyReq8785oRZRfv64RbgvVbQGkWjbzBtMB0GA1Ud
DgQWBBSNFFBv+TudQiOwsvV+794ZTMfqDTAfBgNVHSMEGDAWgBSNFFBv+TudQiOw
svV+794ZTMfqDTAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwDwYDVR0TAQH/
BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiEAo2UU9NqKD24h6/oPX9/J8aVWnIog
imhGod+m/Grh5HECIFMw2TetX+XRMeMnLvUui0yIOgDBInuEBdq7wUs5PaEe
-----END CERTIFICATE-----
`;
// A throw-away key for the certificate above (127.0.0.1 and localhost only); it protects nothing.
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgB+HX64/csSA++BfL
23Co/IeSGTURYlCvuQBozIT/UjChRANCAAQMNgJ9RuIaLfW0xzGbCz3UK/kFajez
ENTYnC8uQZXvjtGKYu6mmxh120feIIMkXqvO/OaEWUX7+uEW4L1W0BpF
-----END PRIVATE KEY-----
`;

export type MollieAmount = { currency: string; value: string };
export type FakePaymentStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakePayment {
  id: string;
  status: FakePaymentStatus;
  amount: MollieAmount;
  description: string;
  method: string | null;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  amountRefunded: MollieAmount;
  amountChargedBack: MollieAmount | null;
  refunds: { id: string; amount: MollieAmount; description: string | null }[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The parsed JSON body (POST), else null. */
  body: Record<string, unknown> | null;
}

export interface FakeMollie {
  /** The API root to give the client (`apiEndpoint`). */
  endpoint: string;
  /** The only key the stand-in accepts (`Bearer test_…`). */
  apiKey: string;
  payments: Map<string, FakePayment>;
  requests: RecordedRequest[];
  /** What the member or the bank did at the checkout. */
  setStatus(id: string, status: FakePaymentStatus): void;
  /** The member's bank reverses the payment (all of it by default). */
  chargeBack(id: string, value?: string): void;
  /** A refund made by hand in Mollie's dashboard (all of it by default). */
  refundInDashboard(id: string, value?: string): void;
  /** The next n requests answer this status (500: an outage; the client retries 5xx twice itself). */
  failNext(n: number, status?: number): void;
  /** The next n requests get no answer at all (a stalled API), until close(). */
  stallNext(n: number): void;
  close(): Promise<void>;
}

const METHODS = new Set<string>(Object.values(MollieMethod));
const LOCALES = new Set<string>(Object.values(MollieLocale));
const AMOUNT = /^\d{1,9}\.\d{2}$/;
const toCents = (a: MollieAmount) => Math.round(Number(a.value) * 100);
const fromCents = (cents: number, currency: string): MollieAmount => ({
  currency,
  value: (cents / 100).toFixed(2),
});
const validAmount = (a: unknown): a is MollieAmount =>
  typeof a === 'object' &&
  a !== null &&
  /^[A-Z]{3}$/.test(String((a as MollieAmount).currency)) &&
  AMOUNT.test(String((a as MollieAmount).value));
const absoluteUrl = (u: unknown) => typeof u === 'string' && /^https?:\/\/[^/\s]+/.test(u);

const token = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function paymentJson(p: FakePayment, endpoint: string) {
  const self = `${endpoint}payments/${p.id}`;
  const links: Record<string, { href: string; type: string }> = {
    self: { href: self, type: 'application/hal+json' },
    dashboard: { href: `https://my.mollie.com/dashboard/payments/${p.id}`, type: 'text/html' },
  };
  // Mollie offers the checkout link only while the member can still pay.
  if (p.status === 'open')
    links.checkout = {
      href: `https://www.mollie.com/checkout/select-method/${p.id.slice(3)}`,
      type: 'text/html',
    };
  if (p.refunds.length) links.refunds = { href: `${self}/refunds`, type: 'application/hal+json' };
  if (p.amountChargedBack) links.chargebacks = { href: `${self}/chargebacks`, type: 'application/hal+json' };
  const paid = p.status === 'paid';
  const remaining =
    toCents(p.amount) - toCents(p.amountRefunded) - (p.amountChargedBack ? toCents(p.amountChargedBack) : 0);
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: '2026-11-25T12:00:00+00:00',
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status: p.status,
    isCancelable: p.status === 'open',
    profileId: 'pfl_fakeamora',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    locale: p.locale,
    ...(paid
      ? {
          paidAt: '2026-11-25T12:01:00+00:00',
          amountRefunded: p.amountRefunded,
          amountRemaining: fromCents(Math.max(0, remaining), p.amount.currency),
          ...(p.amountChargedBack ? { amountChargedBack: p.amountChargedBack } : {}),
        }
      : {}),
    _links: links,
  };
}

export async function startFakeMollie(): Promise<FakeMollie> {
  let failures = { left: 0, status: 500 };
  let stalls = 0;
  /** Idempotency-Key → the first success answered with it, replayed as Mollie does. */
  const answered = new Map<string, { status: number; body: unknown }>();
  const fake = {
    apiKey: 'test_amoraFakeMollieKey0123456789ab',
    payments: new Map<string, FakePayment>(),
    requests: [] as RecordedRequest[],
    setStatus(id: string, status: FakePaymentStatus) {
      fake.payments.get(id)!.status = status;
    },
    chargeBack(id: string, value?: string) {
      const p = fake.payments.get(id)!;
      p.amountChargedBack = { currency: p.amount.currency, value: value ?? p.amount.value };
    },
    refundInDashboard(id: string, value?: string) {
      const p = fake.payments.get(id)!;
      p.amountRefunded = { currency: p.amount.currency, value: value ?? p.amount.value };
    },
    failNext(n: number, status = 500) {
      failures = { left: n, status };
    },
    stallNext(n: number) {
      stalls = n;
    },
  } as FakeMollie;

  const error = (status: number, title: string, detail: string, field?: string) => ({
    status,
    body: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    },
  });
  const unprocessable = (detail: string, field: string) => error(422, 'Unprocessable Entity', detail, field);

  function createPayment(b: Record<string, unknown>) {
    if (!validAmount(b.amount) || toCents(b.amount) < 1)
      return unprocessable('The amount is invalid', 'amount');
    if (typeof b.description !== 'string' || !b.description || b.description.length > 255)
      return unprocessable('The description is invalid', 'description');
    if (!absoluteUrl(b.redirectUrl)) return unprocessable('The redirect URL is invalid', 'redirectUrl');
    if (b.webhookUrl !== undefined && !absoluteUrl(b.webhookUrl))
      return unprocessable('The webhook URL is invalid', 'webhookUrl');
    if (b.method !== undefined && !METHODS.has(String(b.method)))
      return unprocessable('The payment method is invalid', 'method');
    if (b.locale !== undefined && !LOCALES.has(String(b.locale)))
      return unprocessable('The locale is invalid', 'locale');
    if (JSON.stringify(b.metadata ?? null).length > 1024)
      return unprocessable('The metadata is too large', 'metadata');
    const payment: FakePayment = {
      id: token('tr_'),
      status: 'open',
      amount: b.amount,
      description: b.description,
      method: (b.method as string | undefined) ?? null,
      locale: (b.locale as string | undefined) ?? null,
      redirectUrl: b.redirectUrl as string,
      webhookUrl: (b.webhookUrl as string | undefined) ?? null,
      metadata: b.metadata ?? null,
      amountRefunded: { currency: b.amount.currency, value: '0.00' },
      amountChargedBack: null,
      refunds: [],
    };
    fake.payments.set(payment.id, payment);
    return { status: 201, body: paymentJson(payment, fake.endpoint) };
  }

  function createRefund(p: FakePayment, b: Record<string, unknown>) {
    if (!validAmount(b.amount) || toCents(b.amount) < 1)
      return unprocessable('The amount is invalid', 'amount');
    if (b.amount.currency !== p.amount.currency)
      return unprocessable('The currency does not match', 'amount');
    if (p.status !== 'paid') return unprocessable('The payment cannot be refunded', 'amount');
    const refunded = toCents(p.amountRefunded) + toCents(b.amount);
    if (refunded > toCents(p.amount))
      return unprocessable('The amount is higher than the amount remaining', 'amount');
    const refund = {
      id: token('re_'),
      amount: b.amount,
      description: (b.description as string | undefined) ?? null,
    };
    p.refunds.push(refund);
    p.amountRefunded = fromCents(refunded, p.amount.currency);
    return {
      status: 201,
      body: {
        resource: 'refund',
        ...refund,
        status: 'pending',
        paymentId: p.id,
        createdAt: '2026-11-25T12:05:00+00:00',
        _links: {},
      },
    };
  }

  function route(method: string, path: string, raw: string, request: IncomingMessage) {
    if (request.headers.authorization !== `Bearer ${fake.apiKey}`)
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    let body: Record<string, unknown> = {};
    if (method === 'POST') {
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return error(415, 'Unsupported Media Type', 'The request must be JSON');
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return error(400, 'Bad Request', 'The request body is not valid JSON');
      }
    }
    const one = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(path);
    if (method === 'POST' && path === '/v2/payments') return createPayment(body);
    if (one) {
      const payment = fake.payments.get(decodeURIComponent(one[1]!));
      if (!payment) return error(404, 'Not Found', `No payment exists with token ${one[1]}.`, 'id');
      if (method === 'GET' && !one[2]) return { status: 200, body: paymentJson(payment, fake.endpoint) };
      if (method === 'POST' && one[2]) return createRefund(payment, body);
    }
    return error(404, 'Not Found', 'The resource does not exist');
  }

  const server: Server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
    void (async () => {
      const raw = await bodyOf(request);
      const path = new URL(request.url!, 'https://fake').pathname;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        parsed = null;
      }
      fake.requests.push({
        method: request.method!,
        path,
        authorization: request.headers.authorization,
        idempotencyKey,
        body: parsed,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
        response.end(JSON.stringify(payload));
      };
      if (stalls > 0) {
        stalls -= 1;
        return;
      }
      if (failures.left > 0) {
        failures.left -= 1;
        // Retry-After: 0 keeps the client's own retries (2 s apart by default) fast in tests.
        return send(
          failures.status,
          { status: failures.status, title: 'Internal Server Error', detail: 'Try again later' },
          { 'retry-after': '0' },
        );
      }
      const replayKey = request.method === 'POST' && idempotencyKey ? `${path} ${idempotencyKey}` : null;
      const replay = replayKey ? answered.get(replayKey) : undefined;
      if (replay) return send(replay.status, replay.body);
      const answer = route(request.method!, path, raw, request);
      if (replayKey && answer.status < 300) answered.set(replayKey, answer);
      send(answer.status, answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * Lets Mollie clients created from now on reach the stand-in: they pin their own CA bundle on an
 * `https.Agent` and take no agent or fetch from outside, so the test adds the stand-in's certificate
 * to that bundle at the one place it is read. Returns the undo, for afterAll.
 */
export function trustFakeMollie(): () => void {
  const Original = https.Agent;
  class TrustingAgent extends Original {
    constructor(options?: https.AgentOptions) {
      const ca =
        options?.ca === undefined
          ? undefined
          : [...(Array.isArray(options.ca) ? options.ca : [options.ca]), CERTIFICATE];
      super({ ...options, ...(ca ? { ca } : {}) });
    }
  }
  (https as { Agent: typeof https.Agent }).Agent = TrustingAgent;
  return () => {
    (https as { Agent: typeof https.Agent }).Agent = Original;
  };
}
