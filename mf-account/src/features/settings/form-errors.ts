import { fieldMessages, type FieldIssue } from '@amora/contracts';
import { isHttpError } from '@amora/platform';

type Translate = (key: string) => string;

/** The part of a zod (mini) schema the forms need: it stays a type, so no zod import here. */
interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/** Client-side check with the server's own schema: the same rules, the same translated messages. */
export function validateForm<K extends string>(
  schema: ParsingSchema,
  values: unknown,
  translate: Translate,
): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  return result.success ? {} : (fieldMessages(result.error.issues, translate) as Partial<Record<K, string>>);
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
