import {
  PushNotificationQuerySchema,
  PushNotificationResponseSchema,
  PushPreferencesResponseSchema,
  PushPreferencesUpdateSchema,
  PushSubscribeBodySchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeBodySchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointAllowList } from '../../plugins/push/index.js';
import { MINUTE_MS, instanceRule } from '../../core/rate-limiter.js';
import { notificationContent } from './notification-content.js';
import { readPreferences, updatePreferences } from './preferences.js';
import { hasSubscription, subscribe, unsubscribe } from './subscriptions.js';

/** Subscription changes per member and minute: a browser makes one per page load at most. */
const SUBSCRIPTION_WRITES = instanceRule('push-write', 20, MINUTE_MS);
/** What the service worker may ask per member and minute (one per push, a few pages open). */
const CONTENT_READS = instanceRule('push-read', 120, MINUTE_MS);

/** The routing constraint that tells `/api/user.php?push=1` from the login and language calls. */
const PUSH_QUERY_CONSTRAINT = 'userPushQuery';

/**
 * `push=1` in the query (the spec's `POST /api/user.php?push=1`), read from the raw URL: it is
 * derived for every request, so it costs a substring search unless the query names `push`.
 */
function derivePushQuery(request: { url?: string }): string | undefined {
  const url = request.url ?? '';
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('push=', start)) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get('push') ?? undefined;
}

/** Registers the constraint once on the app's router (the strategy is global to it). */
function addPushQueryConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(PUSH_QUERY_CONSTRAINT)) return;
  app.addConstraintStrategy({
    name: PUSH_QUERY_CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint: derivePushQuery,
    // Any other `push` value falls through to the unconstrained routes (login, language).
    mustMatchWhenDerived: false,
  });
}

/** The push calls (docs/api/push.md); every one is the member's own. */
export async function notificationRoutes(
  app: FastifyInstance,
  options: { allowList: EndpointAllowList },
): Promise<void> {
  addPushQueryConstraint(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();
  const member = { auth: 'member' } as const;
  const writer = { ...member, rateLimit: { rule: SUBSCRIPTION_WRITES, key: 'member' } } as const;
  const reader = { ...member, rateLimit: { rule: CONTENT_READS, key: 'member' } } as const;
  const pushQuery = { [PUSH_QUERY_CONSTRAINT]: '1' };

  routes.post(
    '/api/user.php',
    {
      constraints: pushQuery,
      config: writer,
      schema: { body: PushSubscribeBodySchema, response: { 200: PushSubscriptionResponseSchema } },
    },
    async (request) => {
      const memberId = request.member.userId;
      await subscribe(app.ctx.db, memberId, request.body.subscription, options.allowList, now());
      return { push_subscribed: true };
    },
  );
  routes.delete(
    '/api/user.php',
    {
      constraints: pushQuery,
      config: writer,
      schema: { body: PushUnsubscribeBodySchema, response: { 200: PushSubscriptionResponseSchema } },
    },
    async (request) => {
      const memberId = request.member.userId;
      await unsubscribe(app.ctx.db, memberId, request.body.endpoint);
      return { push_subscribed: await hasSubscription(app.ctx.db, memberId) };
    },
  );

  routes.get(
    '/api/push-preferences.php',
    { config: member, schema: { response: { 200: PushPreferencesResponseSchema } } },
    async (request) => ({ preferences: await readPreferences(app.ctx.db, request.member.userId) }),
  );
  routes.post(
    '/api/push-preferences.php',
    {
      config: writer,
      schema: { body: PushPreferencesUpdateSchema, response: { 200: PushPreferencesResponseSchema } },
    },
    async (request) => {
      return {
        preferences: await updatePreferences(app.ctx.db, request.member.userId, request.body, now()),
      };
    },
  );

  routes.get(
    '/api/push-notification.php',
    {
      config: reader,
      schema: { querystring: PushNotificationQuerySchema, response: { 200: PushNotificationResponseSchema } },
    },
    async (request) => {
      return notificationContent(app.ctx, request.site, request.member.userId, request.t, request.query);
    },
  );
}
