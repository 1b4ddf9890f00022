import * as z from 'zod/mini';

/*
 * Web push: subscriptions, the content-free payload, what the service worker shows and
 * the member's push preferences. See docs/api/push.md.
 *
 * Flow: the server sends an encrypted payload that names only the kind of event and an id
 * (`PushPayload`). The service worker at /sw-push.js then asks `GET /api/push-notification.php`
 * with the member's session cookie for the translated title and body, which carry a name only
 * when the member allowed previews. No message text, name or photo ever travels in the push.
 */

/** Subscriptions one member may keep (one per device or browser). */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Notifications per member per hour; events past it fold into the next allowed one. */
export const PUSH_NOTIFICATIONS_PER_HOUR = 6;

export const PUSH_EVENT_TYPES = ['message', 'like', 'match'] as const;
export type PushEventType = (typeof PUSH_EVENT_TYPES)[number];

const base64url = (min: number, max: number) =>
  z
    .string({ error: 'validation.pushSubscription' })
    .check(
      z.regex(/^[A-Za-z0-9_-]+=*$/, { error: 'validation.pushSubscription' }),
      z.minLength(min, { error: 'validation.pushSubscription' }),
      z.maxLength(max, { error: 'validation.pushSubscription' }),
    );

/** An endpoint as the browser's PushSubscription gives it: https only (hosts checked at the server). */
export const PushEndpointSchema = z
  .string({ error: 'validation.pushSubscription' })
  .check(
    z.maxLength(1000, { error: 'validation.pushSubscription' }),
    z.regex(/^https:\/\/[^\s/?#]+\/\S*$/, { error: 'validation.pushSubscription' }),
  );

/** `PushSubscription.toJSON()` as the browser gives it. */
export const PushSubscriptionJsonSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The browser's P-256 public key, 65 bytes uncompressed = 87 base64url characters. */
    p256dh: base64url(80, 100),
    /** The 16-byte auth secret = 22 base64url characters. */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJsonSchema>;

/** `POST /api/user.php?push=1`: store (or refresh) this device's subscription. */
export const PushSubscribeBodySchema = z.object({ subscription: PushSubscriptionJsonSchema });
export type PushSubscribeBody = z.infer<typeof PushSubscribeBodySchema>;

/** `DELETE /api/user.php?push=1`: forget this device's subscription. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/** Both answers: whether the member still has at least one subscription (the user payload's flag). */
export const PushSubscriptionResponseSchema = z.object({ push_subscribed: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

/**
 * The encrypted push payload: content-free. `id` is the conversation (message), the liker (like)
 * or the other member (match); `count` is how many events this notification folds (≥ 1).
 */
export const PushPayloadSchema = z.object({
  type: z.enum(PUSH_EVENT_TYPES),
  id: z.int(),
  count: z.int(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** `GET /api/push-notification.php?type=&id=`: what the service worker shows for a payload. */
export const PushNotificationQuerySchema = z.object({
  type: z.enum(PUSH_EVENT_TYPES, { error: 'validation.invalidValue' }),
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, { error: 'validation.invalidValue' })),
    z.transform(Number),
  ),
  /** The payload's `count`, when above 1: the body then says how many events it stands for. */
  count: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,4}$/, { error: 'validation.invalidValue' })), z.transform(Number)),
  ),
});
export type PushNotificationQuery = z.infer<typeof PushNotificationQuerySchema>;

export const PushNotificationResponseSchema = z.object({
  /** Translated into the member's language; the site's name when nothing else may be said. */
  title: z.string(),
  /** Translated; names the other member only when the member allowed previews. */
  body: z.string(),
  /** Same-origin path the click opens: `/chats/{id}`, `/likes` or `/likes/m/{id}`. */
  url: z.string(),
  /** The app badge: unread messages + new likes. */
  badge: z.int(),
  /** Notifications with one tag replace each other (one per conversation, one for likes). */
  tag: z.string(),
});
export type PushNotificationResponse = z.infer<typeof PushNotificationResponseSchema>;

const clockTime = z
  .string({ error: 'validation.invalidValue' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalidValue' }));

/** The member's push choices (the notifications page). */
export const PushPreferencesSchema = z.object({
  messages: z.boolean(),
  likes: z.boolean(),
  matches: z.boolean(),
  /** Allow the notification to name the other member (never the message text). Off by default. */
  previews: z.boolean(),
  /** No notification between start and end (may cross midnight), in `time_zone`; null = none. */
  quiet_hours: z.nullable(z.object({ start: clockTime, end: clockTime })),
  /** IANA time zone of the quiet hours, e.g. `Europe/Amsterdam`. */
  time_zone: z.string().check(z.maxLength(64, { error: 'validation.invalidValue' })),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** `GET /api/push-preferences.php`. */
export const PushPreferencesResponseSchema = z.object({ preferences: PushPreferencesSchema });
export type PushPreferencesResponse = z.infer<typeof PushPreferencesResponseSchema>;

/** `POST /api/push-preferences.php`: any subset; answers the whole, saved. */
export const PushPreferencesUpdateSchema = z.strictObject({
  messages: z.optional(z.boolean()),
  likes: z.optional(z.boolean()),
  matches: z.optional(z.boolean()),
  previews: z.optional(z.boolean()),
  quiet_hours: z.optional(z.nullable(z.strictObject({ start: clockTime, end: clockTime }))),
  time_zone: z.optional(z.string().check(z.maxLength(64, { error: 'validation.invalidValue' }))),
});
export type PushPreferencesUpdate = z.infer<typeof PushPreferencesUpdateSchema>;

/**
 * `POST /api/page-hidden.php?lb=…&path=…` (spec sections 2 and 7): the beacon a page sends when it
 * becomes hidden. With `lb` (page-bounce logging on) the server logs the visit's end; the body is
 * empty. Read leniently: a beacon that does not fit is ignored, never refused.
 */
export const PageHiddenQuerySchema = z.object({
  lb: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The page's path (and query), same-origin: `/members?lb=1`. */
  path: z.optional(z.string().check(z.maxLength(512), z.regex(/^\/(?!\/)\S*$/))),
});
export type PageHiddenQuery = z.infer<typeof PageHiddenQuerySchema>;
