import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversations, messages, photos, profiles, users } from '../db/schema.js';
import { grant } from '../modules/credits/index.js';
import type { MediaStorage } from '../plugins/storage/index.js';
import { generatePhoto, seededPhotoState } from './photo-generator.js';
import { createRandom } from './random.js';
import { normalizeEmail } from '../core/email.js';

export const DEMO2_EMAIL = 'demo2@amora.test';
/** The same documented password as the demo member's. */
const DEMO2_CREDITS = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The second documented demo member (`demo2@amora.test`, password `amora-demo`), so a newcomer
 * can chat between two browsers, with a conversation with the demo member already started.
 * Added after everything else of the seed and with a random sequence of its own: the seeded
 * members (and the tests that read them) stay exactly as they were.
 */
export async function seedSecondDemoMember(
  tx: Tx,
  options: { siteId: number; demoId: number; passwordHash: string; media: MediaStorage | null },
): Promise<number> {
  const now = new Date();
  const [user] = await tx
    .insert(users)
    .values({
      siteId: options.siteId,
      email: DEMO2_EMAIL,
      emailNormalized: normalizeEmail(DEMO2_EMAIL),
      passwordHash: options.passwordHash,
      status: 'confirmed',
      confirmedAt: now,
      paidUser: true,
      language: 'en',
      signupDate: now,
    })
    .returning({ id: users.id });
  const id = user!.id;
  await grant(tx, {
    memberId: id,
    amount: DEMO2_CREDITS,
    kind: 'bonus',
    reference: 'seed',
    idempotencyKey: `seed:${id}`,
  });
  await tx.insert(profiles).values({
    userId: id,
    siteId: options.siteId,
    name: 'Sam',
    gender: 'male',
    sexuality: 'hetero',
    dateOfBirth: '1988-03-21',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    aboutMe: 'The second demo member. Log in as me in another browser and chat with the demo member.',
    interests: ['coffee', 'hiking', 'music', 'travelling'],
    hairColor: 'brown',
    eyeColor: 'green',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    signupReason: 'relationship',
    status: 'active',
  });
  if (options.media) {
    const photo = await generatePhoto(options.media, createRandom(2_026_1125));
    await tx
      .insert(photos)
      .values({ userId: id, ...photo, ...seededPhotoState(), isMain: true, position: 0 });
  }

  // The conversation: Sam wrote first, unread for the demo member (the badge shows at once).
  const pair = options.demoId < id ? { memberA: options.demoId, memberB: id } : { memberA: id, memberB: options.demoId }; // prettier-ignore
  const [conversation] = await tx
    .insert(conversations)
    .values({ ...pair, startedBy: id })
    .returning({ id: conversations.id });
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId: conversation!.id,
      senderId: id,
      type: 'text',
      body: 'Hi Demo! I am Sam, the second demo member. Log in as me in another browser and we can chat live.',
      clientId: 'seed-demo2-hello',
    })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set(
      pair.memberA === options.demoId
        ? { lastMessageId: message!.id, unreadA: 1 }
        : { lastMessageId: message!.id, unreadB: 1 },
    ) // prettier-ignore
    .where(eq(conversations.id, conversation!.id));
  return id;
}
