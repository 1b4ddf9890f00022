/*
 * The notifications area's one public entry (ADR 0020): push subscriptions and
 * preferences, what the service worker shows, the notifier the chat and likes areas call after
 * their events, and the page-hidden beacon.
 */
import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import {
  createEndpointAllowList,
  createPushSender,
  type EndpointAllowList,
  type Sleep,
  type VapidKeys,
} from '../../plugins/push/index.js';
import { notificationRoutes } from './notification-routes.js';
import { Notifier } from './notifier.js';
import { pageHiddenRoutes } from './page-hidden.js';

export { Notifier, type PushEvent } from './notifier.js';
export { pushSubscribedSql } from './subscriptions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notifications: areas call `notifications.notify(memberId, event)` after a commit. */
    notifications: Notifier;
  }
}

/** Seams for tests: the local push service's certificate, retries without real waiting. */
export interface PushTestOptions {
  agent?: Agent;
  retryDelaysMs?: readonly number[];
  sleep?: Sleep;
}

/**
 * Decorates `app.notifications` (before the areas that notify are registered) and registers the
 * routes. Deliveries still under way when the app closes are given their current try, no more.
 */
export async function registerNotifications(
  app: FastifyInstance,
  options: { vapid: VapidKeys; allowedHosts: readonly string[]; test?: PushTestOptions },
): Promise<void> {
  const allowList: EndpointAllowList = createEndpointAllowList(options.allowedHosts);
  const sender = createPushSender({
    vapid: options.vapid,
    allowList,
    log: app.log,
    ...(options.test?.agent ? { agent: options.test.agent } : {}),
    ...(options.test?.retryDelaysMs ? { retryDelaysMs: options.test.retryDelaysMs } : {}),
    ...(options.test?.sleep ? { sleep: options.test.sleep } : {}),
  });
  const notifier = new Notifier({
    db: app.ctx.db,
    sender,
    log: app.log,
    now: () => app.ctx.clock.now(),
  });
  app.decorate('notifications', notifier);
  // A like to the liked member, or the match it made (ADR 0015); a message to its recipient.
  app.events.on('like.created', ({ likerId, likedId, match }) =>
    notifier.notify(likedId, match ? { type: 'match', id: likerId } : { type: 'like', id: likerId }),
  );
  app.events.on('message.sent', ({ recipientId, conversationId }) =>
    notifier.notify(recipientId, { type: 'message', id: conversationId }),
  );
  app.addHook('onClose', async () => notifier.close());
  await app.register(notificationRoutes, { allowList });
  await app.register(pageHiddenRoutes);
}
