import { fieldMessages, ProfilePatchSchema, type ProfilePatch } from '@amora/contracts';
import { isHttpError } from '@amora/platform';

export type ProfileFieldErrors = Partial<Record<keyof ProfilePatch, string>>;
type Translate = (key: string) => string;

/** A step's fields checked with the server's schema; messages translated from the shared catalogue. */
export function validateProfilePatch(patch: ProfilePatch, tm: Translate): ProfileFieldErrors {
  const result = ProfilePatchSchema.safeParse(patch);
  return result.success ? {} : (fieldMessages(result.error.issues, tm) as ProfileFieldErrors);
}

/** The server's field messages of a failed save; it may name them `country` or `profile.country`. */
export function serverProfileErrors(error: unknown): ProfileFieldErrors {
  if (!isHttpError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field.replace(/^profile\./, ''), message]),
  );
}
