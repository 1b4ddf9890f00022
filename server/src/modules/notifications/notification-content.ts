import type { MessageKey, PushEventType, PushNotificationResponse } from '@amora/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversations, likes, matches, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Translate } from '../../lib/i18n.js';
import type { AppContext } from '../../types.js';
import { blockState } from '../../core/relations.js';
import type { Site } from '../../core/site-resolver.js';
import { readPreferences } from './preferences.js';
import { tagOf } from './notifier.js';
import { counterColumns } from '../me/index.js';

/*
 * `GET /api/push-notification.php?type=&id=`: what the service worker shows for a content-free
 * push, asked with the member's own session. It names the other member (first name only) only
 * when the member allowed previews, and never carries message text.
 */

const TEXTS: Record<PushEventType, { title: MessageKey; body: MessageKey; named: MessageKey }> = {
  message: { title: 'push.messageTitle', body: 'push.messageBody', named: 'push.messageBodyNamed' },
  like: { title: 'push.likeTitle', body: 'push.likeBody', named: 'push.likeBodyNamed' },
  match: { title: 'push.matchTitle', body: 'push.matchBody', named: 'push.matchBodyNamed' },
};

/** The same 404 for an id that does not exist and one of other members: nothing is revealed. */
const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

/** `Anna Maria` → `Anna`: a first name says enough on a lock screen. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The other member of the event, if the member has business with it; null otherwise. */
async function otherMemberOf(
  db: Db,
  memberId: number,
  type: PushEventType,
  id: number,
): Promise<number | null> {
  if (type === 'message') {
    const [row] = await db
      .select({ a: conversations.memberA, b: conversations.memberB })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, id),
          or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
        ),
      );
    return row ? (row.a === memberId ? row.b : row.a) : null;
  }
  if (type === 'like') {
    const [row] = await db
      .select({ id: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, id), eq(likes.likedId, memberId)));
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: matches.otherId })
    .from(matches)
    .where(and(eq(matches.memberId, memberId), eq(matches.otherId, id)));
  return row?.id ?? null;
}

export async function notificationContent(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  site: Site,
  memberId: number,
  t: Translate,
  query: { type: PushEventType; id: number; count?: number | undefined },
): Promise<PushNotificationResponse> {
  const { type, id } = query;
  const otherId = await otherMemberOf(db, memberId, type, id);
  if (otherId === null) throw notFound();
  const [other] = await db
    .select({ name: profiles.name, siteId: profiles.siteId })
    .from(profiles)
    .where(eq(profiles.userId, otherId));
  if (!other || other.siteId !== site.id) throw notFound();
  const block = await blockState(db, memberId, otherId);
  if (block.byMember || block.byViewer) throw notFound();

  const [counts] = await db
    .select(counterColumns(site, clock.now()))
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  const { previews } = await readPreferences(db, memberId);
  const texts = TEXTS[type];
  const count = query.count ?? 1;
  const body =
    count > 1
      ? t('push.folded', { count })
      : previews
        ? t(texts.named, { name: firstName(other.name) })
        : t(texts.body);
  return {
    // Without previews the title is the site's name: nothing about the event but that it happened.
    title: previews ? t(texts.title) : site.settings.name,
    body,
    url: type === 'message' ? `/chats/${id}` : type === 'like' ? '/likes' : `/likes/m/${id}`,
    badge: (counts?.unreadMessages ?? 0) + (counts?.newLikes ?? 0),
    tag: tagOf(type, id),
  };
}
