import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { EndpointAllowList } from './endpoint-allow-list.js';
import type { VapidKeys } from './vapid-keys.js';

/** A stored subscription as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 Topic: a newer message with the same topic replaces one still waiting. */
  topic?: string;
}

/**
 * What happened to one message: delivered, the subscription is gone (404/410: remove it), or
 * refused for good after the retries (logged; the subscription stays).
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** Waits before a retry; tests give one that does not wait. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface PushSenderOptions {
  vapid: VapidKeys;
  allowList: EndpointAllowList;
  log: FastifyBaseLogger;
  /** Waits between tries (the first try is immediate); its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Tests only: the agent that trusts the local push service's certificate. */
  agent?: Agent;
  sleep?: Sleep;
}

/** 1 s, 5 s, 25 s: a push service that is down for half a minute still gets the message. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000] as const;
/** A push service that does not answer within this is treated as a failed try. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Longest Retry-After (429/503) honoured before the next try. */
const MAX_RETRY_AFTER_MS = 60_000;

const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** 404/410: the browser dropped the subscription (RFC 8030 section 7.3); it will never work again. */
const isGone = (status: number) => status === 404 || status === 410;
/** Worth another try: throttled, the service's own fault, or no HTTP answer at all. */
const isTransient = (status: number | null) => status === null || status === 429 || status >= 500;

function retryAfterMs(error: unknown): number {
  const header = error instanceof webpush.WebPushError ? error.headers?.['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

export interface PushSender {
  readonly publicKey: string;
  /** Encrypts (aes128gcm) and posts one message, retrying transient failures. Never throws. */
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
  /** Stops waiting between retries (the server is closing); tries in progress end as failed. */
  close(): void;
}

/** web-push with VAPID, the allow-list checked again at send time, retries with backoff. */
export function createPushSender(options: PushSenderOptions): PushSender {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? abortableSleep;
  const closing = new AbortController();
  const endpointHost = (endpoint: string) => new URL(endpoint).host;

  async function send(
    target: PushTarget,
    payload: string,
    message: PushMessageOptions,
  ): Promise<PushOutcome> {
    // Stored endpoints passed the list when stored; a list narrowed since then still applies.
    if (!options.allowList.allows(target.endpoint)) {
      options.log.warn({ host: endpointHost(target.endpoint) }, 'push endpoint no longer allowed');
      return 'failed';
    }
    for (let attempt = 0; ; attempt += 1) {
      let status: number | null = null;
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: options.vapid,
            contentEncoding: 'aes128gcm',
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            ...(message.topic ? { topic: message.topic } : {}),
            timeout: REQUEST_TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'delivered';
      } catch (error) {
        status = error instanceof webpush.WebPushError ? error.statusCode : null;
        if (status !== null && isGone(status)) return 'gone';
        const retry = isTransient(status) && attempt < delays.length && !closing.signal.aborted;
        if (!retry) {
          // The host and status only: the endpoint itself is a bearer capability for the device.
          options.log.warn(
            {
              host: endpointHost(target.endpoint),
              status,
              attempts: attempt + 1,
              err: status ? undefined : error,
            },
            'push delivery failed; giving up',
          );
          return 'failed';
        }
        await sleep(Math.max(delays[attempt]!, retryAfterMs(error)), closing.signal);
      }
    }
  }

  return { publicKey: options.vapid.publicKey, send, close: () => closing.abort() };
}
