import { fieldMessages, ProfilePatchSchema, type ProfilePatch } from '@amora/contracts';
import { isHttpError } from '@amora/platform';

export type ProfileFieldErrors = Partial<Record<keyof ProfilePatch, string>>;
type Translate = (key: string) => string;

/** The fields checked with the server's own schema; messages translated from the shared catalogue. */
export function validateProfilePatch(patch: ProfilePatch, tm: Translate): ProfileFieldErrors {
  const result = ProfilePatchSchema.safeParse(patch);
  return result.success ? {} : (fieldMessages(result.error.issues, tm) as ProfileFieldErrors);
}

export interface SaveProblem {
  /** Already translated (by the server or, for network failures, by the platform). */
  message: string;
  /** Translated messages per profile field. */
  fields: ProfileFieldErrors;
}

/** What a failed save tells the member; the server may name a field `country` or `profile.country`. */
export function saveProblem(error: unknown, tm: Translate): SaveProblem | null {
  if (!error) return null;
  if (!isHttpError(error)) return { message: tm('errors.generic'), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field.replace(/^profile\./, ''), message]),
  );
  return { message: error.message, fields };
}
