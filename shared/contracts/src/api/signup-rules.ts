/*
 * The sign-up's rules that need no schema: the calendar date and age checks and the e-mail
 * 'did you mean'. The sign-up form renders and checks the date with them before zod is loaded
 * (its schema comes on first use, ADR 0051), so they live here, in a module of
 * `@amora/contracts/plain`; `account.ts` builds `CalendarDateSchema` on `parseCalendarDate`.
 */

export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1900 ? { year, month, day } : null;
}

/** Age in whole years on `today` (UTC calendar). */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const dob = parseCalendarDate(dateOfBirth);
  if (!dob) return null;
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - dob.year - (m < dob.month || (m === dob.month && d < dob.day) ? 1 : 0);
}

/**
 * The site's minimum-age rule, shared by the form and the server because the schema cannot know
 * the site. Returns the message key to show, or null when the date is fine.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  minAge: number,
  today: Date,
): 'validation.dateOfBirthInvalid' | 'validation.dateOfBirthMinAge' | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null || age > 120) return 'validation.dateOfBirthInvalid';
  return age < minAge ? 'validation.dateOfBirthMinAge' : null;
}

/** Common domain typos → the domain meant, for the form's 'Did you mean' suggestion. */
const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com', 'gmai.com': 'gmail.com', 'gamil.com': 'gmail.com', 'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com', 'gmail.cm': 'gmail.com', 'gnail.com': 'gmail.com', 'gmaill.com': 'gmail.com',
  'hotmial.com': 'hotmail.com', 'hotmai.com': 'hotmail.com', 'hotmail.con': 'hotmail.com', 'hotmail.co': 'hotmail.com',
  'hotmal.com': 'hotmail.com', 'hotamil.com': 'hotmail.com', 'hotmil.com': 'hotmail.com',
  'yaho.com': 'yahoo.com', 'yahooo.com': 'yahoo.com', 'yahoo.con': 'yahoo.com', 'yhoo.com': 'yahoo.com',
  'outlok.com': 'outlook.com', 'outloo.com': 'outlook.com', 'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com', 'icloud.con': 'icloud.com', 'icoud.com': 'icloud.com',
  'live.con': 'live.com', 'ziggo.n': 'ziggo.nl', 'kpnmail.n': 'kpnmail.nl', 'gmx.de.de': 'gmx.de',
  'web.de.de': 'web.de', 'hotmail.n': 'hotmail.nl', 'hotmail.nll': 'hotmail.nl',
}; // prettier-ignore

/** 'Did you mean' for a mistyped common e-mail domain, or null. */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  const fixed = DOMAIN_TYPOS[domain];
  return fixed ? `${trimmed.slice(0, at)}@${fixed}` : null;
}
