import type { MessageKey } from './keys.js';

/** Message keys of the shared catalogue; zod's own (English) defaults are not keys. */
const MESSAGE_KEY = /^(validation|errors)\.[A-Za-z]+$/;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && MESSAGE_KEY.test(value);
}

/** The part of a zod issue this needs (a type only, so no zod import). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message of each top-level field, translated: how the forms (with the server's own
 * schema) and the server show validation. Rules without a catalogue key get the generic one.
 */
export function fieldMessages(
  issues: readonly FieldIssue[],
  translate: (key: MessageKey) => string,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined || String(field) in messages) continue;
    messages[String(field)] = translate(
      isMessageKey(issue.message) ? issue.message : 'validation.invalidValue',
    );
  }
  return messages;
}
