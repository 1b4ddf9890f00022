import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { reportCases } from '../src/db/schema.js';
import { CLIENT_HEADERS, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import type { ChatMember } from './chat-helpers.js';
import { addStaff, staffCookie } from './staff-helpers.js';

/** `POST /api/report.php` as `from`. */
export function report(t: TestApp, from: ChatMember, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/report.php', body, { cookie: from.cookie });
}

/** A moderator's calls, each with a fresh staff session of theirs. */
export async function moderator(t: TestApp) {
  const { id, email } = await addStaff(t, ['moderator']);
  const as = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const cookie = await staffCookie(t, id);
    return t.app.inject({
      method,
      url,
      headers: payload === undefined ? { cookie } : { ...CLIENT_HEADERS, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return {
    id,
    email,
    get: (url: string) => as('GET', url),
    post: (url: string, body: Record<string, unknown>) => as('POST', url, body),
    act: (caseId: number, body: Record<string, unknown>) =>
      as('POST', `/api/staff/reports/${caseId}/actions`, body),
  };
}

/** The open case about `memberId`, by the database. */
export async function openCaseOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.select().from(reportCases).where(eq(reportCases.reportedId, memberId));
  return rows.find((row) => row.status === 'open');
}
