import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * Characters no text of ours may hold. PostgreSQL cannot store U+0000 in `text` or `jsonb` and
 * answers with an error (22021/22P05) that used to surface as a 500.
 */
const NUL = '\u0000';
const hasForbidden = (text: string) => text.includes(NUL);

/** The keys down to the first forbidden string (or key) under `value`, or null; no allocation on the clean path. */
function findForbidden(value: unknown, depth: number): string[] | null {
  if (typeof value === 'string') return hasForbidden(value) ? [] : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasForbidden(key)) return [];
    const found = findForbidden((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/** The dotted path of the first string under `value` holding a forbidden character, or null. */
export function forbiddenTextPath(value: unknown): string | null {
  const found = findForbidden(value, 0);
  return found ? found.join('.') || '_' : null;
}

/**
 * Refuses a forbidden character anywhere in the query, the route parameters or a JSON body, for
 * every route at once, before validation and before any handler: the caller gets a 400 naming the
 * field, and no rate allowance or other state is spent on a request that cannot succeed.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback style, not async: a hook that never awaits should not cost a promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      forbiddenTextPath(request.query) ??
      forbiddenTextPath(request.params) ??
      forbiddenTextPath(request.body);
    if (field !== null) {
      done(
        new AppError(
          400,
          'validation_failed',
          'validation.invalidCharacters',
          {},
          {
            [field]: 'validation.invalidCharacters',
          },
        ),
      );
      return;
    }
    done();
  });
}
