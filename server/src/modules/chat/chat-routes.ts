import {
  ChatQuerySchema,
  ChatReadBodySchema,
  ChatResponseSchema,
  ChatsResponseSchema,
  DeleteChatBodySchema,
  GiftsResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  type ChatTypingEvent,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.js';
import { MINUTE_MS, instanceRule } from '../../core/rate-limiter.js';
import { chatPhotoRoutes } from './chat-photo-routes.js';
import { listChats, markRead, readChat, removeChat } from './chat-service.js';
import { conversationOf, sideOf } from './conversation-store.js';
import { giftCatalogue } from './gifts.js';
import { sendMessage } from './send-message.js';

/** Sends per member, minute and server instance: far above any person typing, far below a script. */
const SENDS = instanceRule('chat-send', 30, MINUTE_MS);

const TypingCommandSchema = z.object({ conversation: z.int().check(z.positive()) });

/** The chat calls (docs/api/chat.md); every one is for members only and about their own conversations. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  await app.register(chatPhotoRoutes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;
  const publish = app.realtime.publish.bind(app.realtime);

  routes.get(
    '/api/chats.php',
    { config: member, schema: { response: { 200: ChatsResponseSchema } } },
    async (request) => listChats(app.ctx, request.site, request.member.userId),
  );
  routes.get(
    '/api/chat.php',
    { config: member, schema: { querystring: ChatQuerySchema, response: { 200: ChatResponseSchema } } },
    async (request) => readChat(app.ctx, request.site, request.member.userId, request.query),
  );
  routes.delete(
    '/api/chat.php',
    { config: member, schema: { body: DeleteChatBodySchema } },
    async (request) => {
      await removeChat(app.ctx, publish, request.site, request.member.userId, request.body.conversation);
      return { ok: true as const };
    },
  );
  routes.post(
    '/api/chat-read.php',
    { config: member, schema: { body: ChatReadBodySchema } },
    async (request) =>
      markRead(
        app.ctx,
        publish,
        request.site,
        request.member.userId,
        request.body.conversation,
        request.body.up_to,
      ),
  );
  routes.post(
    '/api/messages.php',
    {
      config: { ...member, rateLimit: { rule: SENDS, key: 'member' } },
      schema: { body: SendMessageBodySchema, response: { 200: SendMessageResponseSchema } },
    },
    async (request) => {
      return sendMessage(
        app.ctx,
        publish,
        request.site,
        request.member.userId,
        request.body,
        (recipientId, conversationId) =>
          app.events.emit('message.sent', { senderId: request.member.userId, recipientId, conversationId }),
      );
    },
  );
  routes.get(
    '/api/gifts.php',
    { config: member, schema: { response: { 200: GiftsResponseSchema } } },
    async (request) => {
      // Gift prices may differ by the member's country (the site's costs per country).
      const [own] = await app.ctx.db
        .select({ country: profiles.country })
        .from(profiles)
        .where(eq(profiles.userId, request.member.userId));
      return { gifts: giftCatalogue(request.site.settings, request.t, own?.country ?? null) };
    },
  );

  // `typing`: shown to the other member for a few seconds (TYPING_EXPIRES_MS); only in one's own conversations.
  app.realtime.onCommand('typing', async (memberId, data) => {
    const command = TypingCommandSchema.safeParse(data);
    if (!command.success) return;
    const conversation = await conversationOf(app.ctx.db, command.data.conversation, memberId).catch(
      () => null,
    );
    if (!conversation) return;
    const event: ChatTypingEvent = { conversation: conversation.id, profile_id: memberId };
    await publish(sideOf(conversation, memberId).otherId, { type: 'typing', data: event });
  });
}
