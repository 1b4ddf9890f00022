import { isHttpError } from '@amora/platform';

type Translate = (key: string) => string;

/** The part of a zod (mini) schema the forms need: it stays a type, so no zod import here. */
interface ParsingSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** Message keys of the shared catalogue; zod's own (English) defaults are not keys. */
const MESSAGE_KEY = /^(validation|errors)\.[A-Za-z]+$/;

/**
 * Client-side check with the server's own schema: the same rules, the same translated messages.
 * Returns the first message per top-level field; rules without a catalogue key get the generic one.
 */
export function validateForm<K extends string>(
  schema: ParsingSchema,
  values: unknown,
  translate: Translate,
): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field === undefined || errors[field]) continue;
    errors[field] = translate(MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalidValue');
  }
  return errors;
}

export interface ServerProblem {
  /** Stable error code from the API, or null for failures without one. */
  code: string | null;
  /** Already translated (by the server or, for network failures, by the platform). */
  message: string;
  fields: Record<string, string>;
}

/** What a failed call tells the member: the server's translated message and field messages. */
export function serverProblem(error: unknown, translate: Translate): ServerProblem | null {
  if (!error) return null;
  if (isHttpError(error)) return { code: error.code, message: error.message, fields: error.fields };
  return { code: null, message: translate('errors.generic'), fields: {} };
}
