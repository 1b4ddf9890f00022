/*
 * IBAN checks with ibantools (a maintained library: every country's length and format, the
 * mod-97 check digits, the SEPA list) and the masks every answer uses instead of the real values.
 */
import { electronicIban, type MessageKey } from '@amora/contracts';
import { isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

export type IbanCheck = { ok: true; iban: string } | { ok: false; messageKey: MessageKey };

/**
 * The IBAN's electronic format when it is valid and from a SEPA country, else the message for
 * the `iban` field: check digits wrong (a typo), outside SEPA, or not an IBAN at all.
 */
export function checkIban(input: string): IbanCheck {
  const iban = electronicIban(input);
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    // Only a well-formed IBAN with wrong check digits is "a typo"; anything else is not an IBAN.
    const onlyChecksum = errorCodes.every(
      (code) =>
        code === ValidationErrorsIBAN.WrongIBANChecksum ||
        code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
    );
    return { ok: false, messageKey: onlyChecksum ? 'validation.ibanChecksum' : 'validation.ibanInvalid' };
  }
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, messageKey: 'validation.ibanNotSepa' };
  return { ok: true, iban };
}

/**
 * "NL** **** **** **** 4300": the country and the last four characters, enough for the member to
 * recognise the account. Always the same shape, so the mask does not tell the IBAN's length.
 */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 2)}** **** **** **** ${iban.slice(-4)}`;
}

/** "+31 ******678": the country code's first digits and the last three. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)} ******${mobile.slice(-3)}`;
}
