import * as z from 'zod/mini';

/*
 * Direct debit (SEPA): the member's mandate, confirmed with a code sent by SMS. See
 * docs/api/direct-debit.md. The schemas check the shape of each field; the IBAN's check digits and
 * SEPA country are checked with ibantools by the server (and by the form, as a quick hint), which
 * answers them as field messages of `iban` in the same 400.
 */

/** Digits of an SMS code, how long it is valid, and the wrong tries it allows. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_CODE_MAX_TRIES = 5;
/** How long the form waits before it offers "Send code" again (the server limits sends too). */
export const SMS_RESEND_SECONDS = 60;

/** Longest IBAN (Saint Lucia, 32) with room for the spaces a member types. */
const IBAN_INPUT_MAX_LENGTH = 42;
const TEXT_MAX_LENGTH = 100;

function requiredText(
  key:
    | 'validation.accountHolderRequired'
    | 'validation.streetRequired'
    | 'validation.houseNumberRequired'
    | 'validation.postalCodeRequired'
    | 'validation.cityRequired',
  max = TEXT_MAX_LENGTH,
) {
  return z
    .string({ error: key })
    .check(z.trim(), z.minLength(1, { error: key }), z.maxLength(max, { error: 'validation.invalidValue' }));
}

/** An IBAN as typed ("nl91 abna 0417 1643 00"): letters, digits and spaces of a plausible length. */
export const IbanInputSchema = z
  .string({ error: 'validation.ibanInvalid' })
  .check(
    z.trim(),
    z.maxLength(IBAN_INPUT_MAX_LENGTH, { error: 'validation.ibanInvalid' }),
    z.regex(/^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,36}$/, { error: 'validation.ibanInvalid' }),
  );

/** The IBAN's electronic format: upper case, no spaces (what is checked and stored). */
export function electronicIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * A mobile number in international format, "+31 6 12345678" or "0031 6 …"; answered as
 * `+` and 8 to 15 digits (E.164), the form an SMS gateway takes.
 */
export const MobileSchema = z
  .string({ error: 'validation.mobileInvalid' })
  .check(
    z.trim(),
    z.regex(/^(\+|00)[1-9][0-9 ()./-]{6,22}$/, { error: 'validation.mobileInvalid' }),
    z.overwrite(normalizeMobile),
    z.regex(/^\+[1-9][0-9]{7,14}$/, { error: 'validation.mobileInvalid' }),
  );

/** "+31 (6) 1234-5678" and "0031 6 12345678" → "+31612345678". */
export function normalizeMobile(input: string): string {
  const digits = input
    .trim()
    .replace(/^00/, '+')
    .replace(/[^0-9+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits;
}

const SmsCodeSchema = z
  .string({ error: 'validation.smsCodeFormat' })
  .check(z.trim(), z.regex(/^[0-9]{6}$/, { error: 'validation.smsCodeFormat' }));

/** `POST /api/directdebit.php?action=send-code`. */
export const SendSmsCodeRequestSchema = z.strictObject({ mobile: MobileSchema });
export type SendSmsCodeRequest = z.infer<typeof SendSmsCodeRequestSchema>;

export const SendSmsCodeResponseSchema = z.object({
  /** The number the code went to, masked ("+31 ******678"). */
  mobile: z.string(),
  /** ISO 8601: when the code stops being accepted. */
  expires_at: z.string(),
  /** Seconds before the form offers "Send code" again. */
  resend_after: z.int(),
});
export type SendSmsCodeResponse = z.infer<typeof SendSmsCodeResponseSchema>;

/** `POST /api/directdebit.php`: the mandate, confirmed with the SMS code. */
export const DirectDebitMandateRequestSchema = z.strictObject({
  account_holder: requiredText('validation.accountHolderRequired'),
  iban: IbanInputSchema,
  street: requiredText('validation.streetRequired'),
  house_number: requiredText('validation.houseNumberRequired', 20),
  postal_code: requiredText('validation.postalCodeRequired', 20),
  city: requiredText('validation.cityRequired'),
  mobile: MobileSchema,
  sms_code: SmsCodeSchema,
  authorization: z.literal(true, { error: 'validation.authorizationRequired' }),
});
export type DirectDebitMandateRequest = z.infer<typeof DirectDebitMandateRequestSchema>;

/** `POST /api/directdebit.php?action=…`: only `send-code`; no action stores the mandate. */
export const DirectDebitQuerySchema = z.object({
  action: z.optional(z.literal('send-code', { error: 'validation.invalidValue' })),
});

/** A stored mandate as the member sees it: the IBAN and mobile number masked, never in full. */
export const DirectDebitMandateSchema = z.object({
  id: z.int(),
  account_holder: z.string(),
  /** "NL** **** **** **** 4300": country and last four characters only. */
  iban: z.string(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  mobile: z.string(),
  /** ISO 8601. */
  authorized_at: z.string(),
});
export type DirectDebitMandate = z.infer<typeof DirectDebitMandateSchema>;

/** `GET /api/directdebit.php` and the answer of a stored mandate. */
export const DirectDebitStateSchema = z.object({
  /** The active mandate, or null before the first one. */
  mandate: z.nullable(DirectDebitMandateSchema),
  /** True after a direct debit was charged back: the method is closed to this member. */
  blocked: z.boolean(),
  /** Euro cents that may still be collected by direct debit in the current 30 days. */
  limit_left: z.int(),
  currency: z.literal('EUR'),
});
export type DirectDebitState = z.infer<typeof DirectDebitStateSchema>;
