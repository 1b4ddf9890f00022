import type { ChatPhotoUploadResponse } from '@amora/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { blocks, chatPhotos, conversations, messages, sites, users } from '../src/db/schema.js';
import { grant } from '../src/modules/credits/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { DEMO, loginCookie, setPassword } from './helpers.js';
import { multipartBody, photoFile, type UploadFile } from './photos-fixtures.js';

export interface ChatMember {
  id: number;
  email: string;
  cookie: string;
}

let clientSerial = 0;
/** A fresh client id per send, as the browser makes one per message. */
export const clientId = () => `c-${process.pid}-${Date.now()}-${(clientSerial += 1)}`;

/** The demo member and `count` other confirmed members of the default site, logged in, with `credits` each. */
export async function chatMembers(t: TestApp, count: number, credits = 100): Promise<ChatMember[]> {
  const db = t.database.db;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'amora.test'));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.siteId, site!.id),
        eq(users.status, 'confirmed'),
        ne(users.email, DEMO.email),
        eq(users.invisible, false),
      ),
    )
    .orderBy(users.id)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} confirmed members to chat with`);
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
  const members: ChatMember[] = [{ id: demo!.id, email: DEMO.email, cookie: await loginCookie(t.app) }];
  for (const row of rows) {
    await setPassword(t, row.email, 'chat-password-1');
    members.push({
      ...row,
      cookie: await loginCookie(t.app, { email: row.email, password: 'chat-password-1' }),
    });
  }
  for (const member of members)
    if (credits > 0)
      await grant(db, {
        memberId: member.id,
        amount: credits,
        kind: 'bonus',
        reference: 'test',
        idempotencyKey: `chat-test-${member.id}-${Date.now()}`,
      });
  return members;
}

export function send(t: TestApp, from: ChatMember, body: Record<string, unknown>) {
  return call(
    t.app,
    'POST',
    '/api/messages.php',
    { client_id: clientId(), type: 'text', ...body },
    { cookie: from.cookie },
  );
}

export async function block(t: TestApp, blocker: ChatMember, blocked: ChatMember) {
  await t.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
}

/**
 * Many messages at once, as if sent long ago (the send route's rate limit would stop a test that
 * sends them one by one): for paging and unread counts.
 */
export async function seedMessages(t: TestApp, conversationId: number, sender: ChatMember, texts: string[]) {
  const db = t.database.db;
  const rows = await db
    .insert(messages)
    .values(
      texts.map((text) => ({
        conversationId,
        senderId: sender.id,
        type: 'text',
        body: text,
        clientId: clientId(),
      })),
    )
    .returning({ id: messages.id });
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  const otherIsB = conversation!.memberA === sender.id;
  await db
    .update(conversations)
    .set({
      lastMessageId: rows.at(-1)!.id,
      updatedAt: sql`now()`,
      ...(otherIsB
        ? { unreadB: sql`${conversations.unreadB} + ${texts.length}` }
        : { unreadA: sql`${conversations.unreadA} + ${texts.length}` }),
    })
    .where(eq(conversations.id, conversationId));
}

/** `POST /api/chat-photo.php` with these files, as the chat's send footer uploads them. */
export function uploadChatPhoto(t: TestApp, cookie: string, files: UploadFile[]) {
  const { payload, contentType } = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/chat-photo.php',
    headers: { cookie, 'x-request-type': 'client', 'content-type': contentType },
    payload,
  });
}

/**
 * A picture (made from `seed`) uploaded by the member, still unsent: its id, the media URLs its
 * message will carry once sent (`photo`, read from the row: the upload answer does not show them),
 * and the upload answer's own preview URLs (`unsent`).
 */
export async function uploadedChatPhoto(
  t: TestApp,
  member: ChatMember,
  seed: number,
): Promise<ChatPhotoUploadResponse & { unsent: ChatPhotoUploadResponse['photo'] }> {
  const response = await uploadChatPhoto(t, member.cookie, [{ data: await photoFile(seed) }]);
  expect(response.statusCode).toBe(200);
  const answer = response.json<ChatPhotoUploadResponse>();
  const [row] = await t.database.db.select().from(chatPhotos).where(eq(chatPhotos.id, answer.id));
  const photo = {
    full: `/media/${row!.fullKey}`,
    thumb: `/media/${row!.thumbKey}`,
    width: row!.width,
    height: row!.height,
  };
  return { id: answer.id, photo, unsent: answer.photo };
}
