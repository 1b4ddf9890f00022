import { electronicIban, type MessageKey } from '@amora/contracts';
import { getCountrySpecifications, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/*
 * The IBAN as the member types it, and the quick check the form makes before anything is sent.
 * The server checks again with the same library and has the last word; this only saves a round
 * trip and tells of a typo while the member still has the bank card in hand.
 */

/** The longest IBAN in the registry (Saint Lucia, 32) with room for a future one. */
const IBAN_MAX_CHARS = 34;

/** "nl91abna 04171643 00" → "NL91 ABNA 0417 1643 00": letters and digits only, in groups of four. */
export function formatIbanInput(value: string): string {
  const chars = value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IBAN_MAX_CHARS);
  return chars.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The number of characters an IBAN of this country has, or null for an unknown country. */
function expectedLength(iban: string): number | null {
  return getCountrySpecifications()[iban.slice(0, 2)]?.chars ?? null;
}

/** The IBAN has all the characters its country needs (or more): the check can say something. */
export function ibanComplete(value: string): boolean {
  const iban = electronicIban(value);
  const length = expectedLength(iban);
  return length !== null && iban.length >= length;
}

/**
 * What is wrong with the IBAN, as a key of the shared messages (the server's words), or null when
 * it is valid and from a SEPA country.
 */
export function ibanProblem(value: string): MessageKey | null {
  const iban = electronicIban(value);
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    const onlyChecksum = errorCodes.every(
      (code) =>
        code === ValidationErrorsIBAN.WrongIBANChecksum ||
        code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
    );
    return onlyChecksum ? 'validation.ibanChecksum' : 'validation.ibanInvalid';
  }
  return isSEPACountry(iban.slice(0, 2)) ? null : 'validation.ibanNotSepa';
}
