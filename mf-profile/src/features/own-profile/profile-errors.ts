import { ProfilePatchSchema, type ProfilePatch } from '@amora/contracts';
import { isHttpError } from '@amora/platform';

export type ProfileFieldErrors = Partial<Record<keyof ProfilePatch, string>>;
type Translate = (key: string) => string;

/** Message keys of the shared catalogue; zod's own (English) defaults are not keys. */
const MESSAGE_KEY = /^(validation|errors)\.[A-Za-z]+$/;

/** The fields checked with the server's own schema; messages translated from the shared catalogue. */
export function validateProfilePatch(patch: ProfilePatch, tm: Translate): ProfileFieldErrors {
  const result = ProfilePatchSchema.safeParse(patch);
  if (result.success) return {};
  const errors: ProfileFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProfilePatch | undefined;
    if (field && !errors[field])
      errors[field] = tm(MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalidValue');
  }
  return errors;
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
