/**
 * Every error the API returns has this shape. `message` is already translated into the caller's
 * language; `code` is stable for programs; `fields` maps a form field to its translated message.
 */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unsupported_media_type',
  'payload_too_large',
  'authentication_required',
  'csrf_header_missing',
  'login_failed',
  'login_blocked',
  'not_found',
  'no_place_nearby',
  'signup_closed',
  'email_taken',
  'account_pending_deletion',
  'token_invalid',
  'activation_failed',
  'already_confirmed',
  'too_many_requests',
  'reset_limit',
  'photo_limit',
  'photo_invalid',
  'blocked',
  'not_contactable',
  'invisible_mode',
  'login_required',
  'insufficient_credits',
  // payments (ADR 0014)
  'bundle_unavailable',
  'method_unavailable',
  'cool_off_active',
  'payment_provider_unavailable',
  'discount_code_invalid',
  'discount_code_not_found',
  'discount_code_used',
  'discount_code_reserved',
  'discount_code_expired',
  'discount_code_not_applicable',
  'webhook_refused',
  'spending_cap_reached',
  // chat (modules/chat)
  'chat_unavailable',
  'chat_free_limit',
  'cannot_receive_messages',
  // direct debit (modules/payments/direct-debit)
  'direct_debit_no_mandate',
  'direct_debit_blocked',
  'direct_debit_limit',
  'sms_code_invalid',
  'sms_code_expired',
  'sms_code_tries',
  'sms_send_failed',
  'swipe_limit',
  // push (modules/notifications)
  'push_subscription_limit',
  // staff (modules/staff, ADR 0032)
  'staff_authentication_required',
  'staff_forbidden',
  'staff_login_failed',
  'staff_setup_invalid',
  'staff_exists',
  'staff_cannot_disable_self',
  'staff_disabled',
  // moderation queues (photos, complaints)
  'photo_decided',
  'complaint_closed',
  // finance: refunds, review decisions, credit adjustments (ADR 0039)
  'request_key_reused',
  'payment_not_refundable',
  'refund_exceeds_payment',
  'provider_refund_failed',
  'review_not_open',
  // reports, decisions and restrictions (modules/moderation, ADR 0033)
  'account_suspended',
  'account_banned',
  'email_banned',
  'case_decided',
  'restriction_not_active',
  // members' exports of their own data (modules/data-export)
  'export_in_progress',
  'export_not_ready',
  'export_expired',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiError {
  error: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** `account_suspended` / `account_banned`: what the ban page shows (RestrictionDetailsSchema). */
  restriction?: { kind: 'suspended' | 'banned'; ends_at: string | null; reason: string };
}

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

/**
 * An answer body of the error shape (the HTTP client reads every failed call with it). Plain code,
 * not a schema: it runs on every page's boot path, which loads no validation library (ADR 0049).
 */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, fields } = body as Record<string, unknown>;
  if (typeof error !== 'string' || !KNOWN_CODES.has(error) || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((value) => typeof value === 'string')
  );
}

/** Header the spec's client sends on every call; the server requires it on writes (CSRF defence). */
export const CLIENT_REQUEST_HEADER = 'x-request-type';
export const CLIENT_REQUEST_HEADER_VALUE = 'client';
