import {
  PUSH_NOTIFICATIONS_PER_HOUR,
  type PushEventType,
  type PushPayload,
  type PushPreferences,
} from '@amora/contracts';
import { eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { pushThrottle } from '../../db/schema.js';
import type { PushMessageOptions, PushSender } from '../../plugins/push/index.js';
import { PREFERENCE_OF_TYPE, readPreferences } from './preferences.js';
import { isQuietAt } from './quiet-hours.js';
import { pushTargetsOf, removeSubscription, subscriptionsOf } from './subscriptions.js';

/** An event worth a notification: `id` is the conversation (message), the liker or the match. */
export interface PushEvent {
  type: PushEventType;
  id: number;
}

const HOUR_MS = 3_600_000;
const DAY_S = 86_400;

/**
 * How long a push service keeps each kind for an offline phone, and how urgently it delivers
 * (RFC 8030: `normal` is the chat-message class; a like can wait for the next wake-up).
 */
export const DELIVERY: Record<PushEventType, Omit<PushMessageOptions, 'topic'>> = {
  message: { ttlSeconds: DAY_S, urgency: 'normal' },
  like: { ttlSeconds: DAY_S, urgency: 'low' },
  match: { ttlSeconds: 3 * DAY_S, urgency: 'normal' },
};

/** The notification's tag, also the push Topic: one per conversation, one for likes, one per match. */
export function tagOf(type: PushEventType, id: number): string {
  return type === 'message' ? `message-${id}` : type === 'like' ? 'likes' : `match-${id}`;
}

/** Whether the member wants this kind now: the type's switch and the quiet hours. */
function wanted(preferences: PushPreferences, type: PushEventType, now: Date): boolean {
  return (
    preferences[PREFERENCE_OF_TYPE[type]] && !isQuietAt(preferences.quiet_hours, preferences.time_zone, now)
  );
}

export interface NotifierOptions {
  db: Db;
  sender: PushSender;
  log: FastifyBaseLogger;
  /** The app's clock: quiet hours and the hourly cap are judged by it (tests move it). */
  now: () => Date;
  /** Deliveries under way beyond this are dropped (logged) rather than queued without end. */
  maxInFlight?: number;
}

/**
 * Decides and sends the member's notifications (ADR 0020). Areas call `notify` after their
 * transaction committed; it returns at once and never throws, so a push never fails a request.
 * The payload is content-free: the kind, an id and how many events it stands for.
 */
export class Notifier {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxInFlight: number;

  constructor(private readonly options: NotifierOptions) {
    this.maxInFlight = options.maxInFlight ?? 1_000;
  }

  /** Tells the member about the event on every device, if their choices and the cap allow. */
  notify(memberId: number, event: PushEvent): void {
    this.track(async () => {
      const payload = await this.decide(memberId, event);
      if (payload) await this.deliver(memberId, payload);
    });
  }

  /**
   * Sends what the cap held back, for members whose last hour has room again (the scheduler calls
   * it every minute). Returns how many notifications went out.
   */
  async flushFolded(): Promise<number> {
    const { db } = this.options;
    const rows = await db
      .select({ memberId: pushThrottle.memberId })
      .from(pushThrottle)
      .where(gt(pushThrottle.folded, 0));
    let sent = 0;
    for (const { memberId } of rows) {
      const payload = await this.decide(memberId, null);
      if (payload) {
        sent += 1;
        await this.deliver(memberId, payload);
      }
    }
    return sent;
  }

  /** Resolves when every delivery started so far (and any it started) has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops retry waits and lets deliveries under way end (the app is closing). */
  async close(): Promise<void> {
    this.options.sender.close();
    await this.idle();
  }

  private track(work: () => Promise<void>): void {
    if (this.inFlight.size >= this.maxInFlight) {
      this.options.log.warn('push deliveries backed up; dropping a notification');
      return;
    }
    const running = work().catch((error: unknown) => {
      this.options.log.error({ err: error }, 'push notification failed');
    });
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
  }

  /**
   * The payload to send now, or null. A new event (`event`) counts against the hourly cap; past it
   * the event is folded (counted, the latest kept) into the next notification. With `event` null,
   * only what was folded goes out, when the hour has room again. One transaction per member with
   * the throttle row locked, so two events at once cannot both take the last place.
   */
  private async decide(memberId: number, event: PushEvent | null): Promise<PushPayload | null> {
    const { db } = this.options;
    const now = this.options.now();
    const { status, subscriptions } = await pushTargetsOf(db, memberId, now);
    // A deleted member (or one leaving) hears nothing; the purge removes the subscriptions.
    if (status === null || status === 'pending_deletion') return null;
    if (subscriptions.length === 0) return null;
    const preferences = await readPreferences(db, memberId);
    if (event && !wanted(preferences, event.type, now)) return null;

    return db.transaction(async (tx) => {
      await tx.insert(pushThrottle).values({ memberId }).onConflictDoNothing();
      const [state] = await tx
        .select()
        .from(pushThrottle)
        .where(eq(pushThrottle.memberId, memberId))
        .for('update');
      if (!state) return null;
      const recent = state.sentAt.filter((at) => at > now.getTime() - HOUR_MS);
      if (recent.length >= PUSH_NOTIFICATIONS_PER_HOUR) {
        if (!event) return null;
        await tx
          .update(pushThrottle)
          .set({
            sentAt: recent,
            folded: sql`${pushThrottle.folded} + 1`,
            foldedType: event.type,
            foldedId: event.id,
          })
          .where(eq(pushThrottle.memberId, memberId));
        return null;
      }
      const foldedType = state.foldedType as PushEventType | null;
      let payload: PushPayload | null;
      if (event) payload = { type: event.type, id: event.id, count: state.folded + 1 };
      else if (state.folded > 0 && foldedType && state.foldedId !== null)
        // What was held back goes out only if the member would still want it now.
        payload = wanted(preferences, foldedType, now)
          ? { type: foldedType, id: state.foldedId, count: state.folded }
          : null;
      else payload = null;
      await tx
        .update(pushThrottle)
        .set({
          sentAt: payload ? [...recent, now.getTime()] : recent,
          folded: 0,
          foldedType: null,
          foldedId: null,
        })
        .where(eq(pushThrottle.memberId, memberId));
      return payload;
    });
  }

  /** Every subscription of the member, in parallel; a gone subscription is removed. */
  private async deliver(memberId: number, payload: PushPayload): Promise<void> {
    const { db, sender, log } = this.options;
    const body = JSON.stringify(payload);
    const delivery = { ...DELIVERY[payload.type], topic: tagOf(payload.type, payload.id) };
    const subscriptions = await subscriptionsOf(db, memberId, this.options.now());
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const outcome = await sender.send(subscription, body, delivery);
        if (outcome === 'gone') {
          await removeSubscription(db, subscription.id);
          log.info({ memberId }, 'push subscription gone; removed');
        }
      }),
    );
  }
}
