/*
 * Text messages (direct-debit codes). One interface, two adapters chosen by SMS_URL: a
 * gateway over HTTP, or the development outbox (DATA_DIR/sms, listed at /dev/sms) — the same
 * pattern as the mailer and its mailbox. Callers never know which one runs.
 */
import { createHttpSmsSender } from './http-sender.js';
import { createOutboxSmsSender } from './outbox-sender.js';

/** A text as the outbox keeps it. */
export interface StoredSms {
  id: string;
  /** ISO 8601. */
  date: string;
  to: string;
  text: string;
}

export interface SmsSender {
  /** `http` sends through the gateway of SMS_URL; `outbox` writes files for /dev/sms. */
  readonly kind: 'http' | 'outbox';
  /** Sends `text` to `to` (E.164, "+31612345678"); rejects when the text could not be handed over. */
  send(to: string, text: string): Promise<void>;
  /** The stored texts, newest first (outbox only; empty for a gateway). */
  list(): Promise<StoredSms[]>;
}

/** The gateway when `SMS_URL` is set; otherwise the outbox under `outboxDir`. */
export function createSmsSender(options: { smsUrl: string | null; outboxDir: string }): SmsSender {
  return options.smsUrl ? createHttpSmsSender(options.smsUrl) : createOutboxSmsSender(options.outboxDir);
}

export { devSmsOutbox } from './dev-outbox.js';
