import { CLIENT_REQUEST_HEADER, CLIENT_REQUEST_HEADER_VALUE } from '@amora/contracts';
import { AppError } from './app-error.js';

/** A refusal the operator can act on (the field and what is wrong with it), printed without a stack. */
export class CliError extends Error {}

/** The answer's refusals as the operator reads them: one `field: message` a line, else the status. */
function refusalText(status: number | string, message: string, fields: Record<string, string>): string {
  const lines = Object.entries(fields).map(([field, text]) => `${field}: ${text}`);
  return lines.length ? lines.join('\n') : `${status}: ${message}`;
}

/**
 * Calls a running server's admin API for a command line (`npm run landers`, `npm run staff`): the
 * way for the embedded PGlite, which one process may open. Bearer token, the client header, JSON
 * or a raw body; a refusal becomes a CliError naming the fields.
 */
export function adminApiCaller(baseUrl: string, token: string) {
  return async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    type = 'application/json',
  ): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        [CLIENT_REQUEST_HEADER]: CLIENT_REQUEST_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body:
        body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new CliError(
        `The server at ${baseUrl} does not answer (${(error as Error).message}): is it running?`,
      );
    });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      fields?: Record<string, string>;
    };
    if (!response.ok)
      throw new CliError(refusalText(response.status, answer.message ?? 'failed', answer.fields ?? {}));
    return answer as T;
  };
}

/** Runs a service directly (PostgreSQL with `DATABASE_URL`); its refusals named as the API names them. */
export async function runDirect<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      throw new CliError(refusalText(error.statusCode, error.messageKey, error.fields));
    throw error;
  }
}
