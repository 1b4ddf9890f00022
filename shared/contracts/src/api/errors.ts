import * as z from 'zod/mini';

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
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiErrorSchema = z.object({
  error: z.enum(API_ERROR_CODES),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Header the spec's client sends on every call; the server requires it on writes (CSRF defence). */
export const CLIENT_REQUEST_HEADER = 'x-request-type';
export const CLIENT_REQUEST_HEADER_VALUE = 'client';
