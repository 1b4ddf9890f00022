import { MESSAGES_NAMESPACE, type ChatPhoto, type SendMessageBody } from '@amora/contracts';
import { isHttpError, queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatQueryKeys } from '../../api/chats';
import { fetchConversation, newClientId, sendMessage, type ChatTarget } from '../../api/conversation';
import { NAMESPACE } from '../../i18n';
import { chatPathOf, forgetMessage, keepMessage, keptMessagesOf, type ChatPlace } from './kept-messages';
import {
  conversationReducer,
  initialConversationState,
  lastMessageId,
  type ConversationState,
  type PendingMessage,
} from './conversation-state';

export type Draft =
  | { type: 'text'; text: string }
  | { type: 'gift'; gift_id: string }
  /** An uploaded photo (`POST /api/chat-photo.php`): sending it is what charges. */
  | { type: 'photo'; photo_id: number; photo: ChatPhoto };

/** The body fields of one draft's content. */
function contentOf(pending: PendingMessage): Pick<SendMessageBody, 'text' | 'gift_id' | 'photo'> {
  if (pending.type === 'text') return { text: pending.text ?? '' };
  if (pending.type === 'gift') return { gift_id: pending.gift_id ?? '' };
  return { photo: pending.photo_id ?? 0 };
}

/** Why the member must buy credits first: the server's translated message. */
export type PurchasePrompt = string | null;

/** Refusals after which no message can go to this member now: the footer gives way to the reason. */
const CLOSED_CODES = new Set<string>([
  'blocked',
  'not_contactable',
  'cannot_receive_messages',
  'invisible_mode',
  'chat_free_limit',
]);
/** A free member's conversation limit: any purchase lifts it, so the reason links to premium. */
const UPGRADE_CODES = new Set<string>(['chat_free_limit']);

/**
 * One conversation on screen: the first page, older pages, new messages after a gap (`resync`) and
 * sends that stay on screen as sending → sent, or failed with a retry under the same client id.
 */
export function useConversation(target: ChatTarget) {
  const { http, queryClient, persisted, session } = usePlatform();
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { t } = useTranslation(NAMESPACE);
  const [state, dispatch] = useReducer(conversationReducer, initialConversationState);
  const [purchasePrompt, setPurchasePrompt] = useState<PurchasePrompt>(null);
  // Callbacks below run from events and timers: they read the current state, not a stale render.
  const latest = useRef<ConversationState>(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const targetKey = 'conversation' in target ? `c${target.conversation}` : `p${target.profileId}`;
  const targetRef = useRef(target);
  targetRef.current = target;
  // Sends that failed for want of a connection, and those already sent again once it came back.
  const offline = useRef({ failed: new Set<string>(), resent: new Set<string>() });

  /** Where the conversation on screen is kept on the device (kept-messages.ts). */
  const placeOf = useCallback(
    (current: ConversationState): ChatPlace | null => {
      const member = session.getState().user?.id;
      if (member === undefined) return null;
      const target = targetRef.current;
      return {
        member,
        conversation: current.conversation ?? ('conversation' in target ? target.conversation : null),
        profileId: current.profile?.id ?? ('profileId' in target ? target.profileId : null),
      };
    },
    [session],
  );

  const load = useCallback(
    (signal?: AbortSignal) => {
      dispatch({ type: 'loading' });
      fetchConversation(http, targetRef.current, {}, signal).then(
        (response) => {
          dispatch({ type: 'loaded', response });
          const target = targetRef.current;
          const member = session.getState().user?.id;
          if (member === undefined) return;
          const place = {
            member,
            conversation: response.conversation ?? ('conversation' in target ? target.conversation : null),
            profileId: response.profile.id,
          };
          // Back in the chat the member left to buy credits: the result page need not offer it again.
          const left = persisted.getReturnChat(member);
          if (left && [chatPathOf(place), chatPathOf({ ...place, conversation: null })].includes(left.path))
            persisted.setReturnChat(member, null);
          // A kept message the server already has (sent from another tab) is done, not a draft.
          for (const message of response.messages) forgetMessage(persisted, place, message.client_id);
          dispatch({ type: 'restored', messages: keptMessagesOf(persisted, place, t('message.kept')) });
        },
        (error: unknown) => signal?.aborted || dispatch({ type: 'failed', error }),
      );
    },
    [http, persisted, session, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, targetKey]);

  /** Fetches what came after the newest message on screen (after a reconnect, on focus, by poll). */
  const resync = useCallback(async () => {
    const current = latest.current;
    if (current.status !== 'ready') return;
    const after = lastMessageId(current);
    const where = current.conversation !== null ? { conversation: current.conversation } : targetRef.current;
    try {
      const response = await fetchConversation(http, where, after === undefined ? {} : { after });
      dispatch({ type: 'merged', messages: response.messages, response });
    } catch {
      // The next reconnect, focus or poll tries again; what is on screen stays.
    }
  }, [http]);

  const loadEarlier = useCallback(async () => {
    const current = latest.current;
    const oldest = current.messages[0]?.id;
    if (current.conversation === null || oldest === undefined || current.loadingEarlier) return;
    dispatch({ type: 'earlierLoading' });
    try {
      const response = await fetchConversation(
        http,
        { conversation: current.conversation },
        { before: oldest },
      );
      dispatch({ type: 'earlierLoaded', response });
    } catch {
      dispatch({ type: 'earlierLoaded', response: null });
    }
  }, [http]);

  const deliver = useCallback(
    async (pending: PendingMessage) => {
      dispatch({ type: 'sendStarted', message: { ...pending, state: 'sending', error: null } });
      const current = latest.current;
      const to =
        current.conversation !== null
          ? { conversation: current.conversation }
          : {
              profile_id:
                current.profile?.id ?? ('profileId' in targetRef.current ? targetRef.current.profileId : 0),
            };
      const body: SendMessageBody = {
        ...to,
        client_id: pending.client_id,
        type: pending.type,
        ...contentOf(pending),
      };
      try {
        const answer = await sendMessage(http, body);
        dispatch({ type: 'sent', message: answer.message, balance: answer.balance });
        forgetMessage(persisted, placeOf(latest.current), pending.client_id);
        // The balance changed on the server: the shell's user (credits badge) refetches through the
        // session store's query (ADR 0010); the chat list gets the new last message.
        void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list() });
      } catch (error) {
        const message = isHttpError(error)
          ? (error.fields.text ?? error.fields.gift_id ?? error.fields.photo ?? error.message)
          : tm('errors.generic');
        dispatch({ type: 'sendFailed', clientId: pending.client_id, error: message });
        const noConnection = !isHttpError(error) || error.code === 'network_error';
        if (noConnection && !offline.current.resent.has(pending.client_id))
          offline.current.failed.add(pending.client_id);
        if (!isHttpError(error)) return;
        if (error.code === 'insufficient_credits') {
          keepMessage(persisted, placeOf(latest.current), pending);
          setPurchasePrompt(message);
        }
        if (CLOSED_CODES.has(error.code))
          dispatch({ type: 'closed', reason: message, upgrade: UPGRADE_CODES.has(error.code) });
      }
    },
    [http, queryClient, tm, persisted, placeOf],
  );

  const send = useCallback(
    (draft: Draft) =>
      deliver({
        client_id: newClientId(),
        type: draft.type,
        text: draft.type === 'text' ? draft.text : null,
        gift_id: draft.type === 'gift' ? draft.gift_id : null,
        photo_id: draft.type === 'photo' ? draft.photo_id : null,
        photo: draft.type === 'photo' ? draft.photo : null,
        created_at: new Date().toISOString(),
        state: 'sending',
        error: null,
      }),
    [deliver],
  );

  /**
   * The connection came back: each send that failed offline goes again, once, with its client id
   * (the server answers the first one if it did arrive after all). A second failure waits for Retry.
   */
  useEffect(() => {
    const resendOnce = () => {
      const { failed, resent } = offline.current;
      for (const pending of latest.current.pending) {
        if (pending.state !== 'failed' || !failed.has(pending.client_id)) continue;
        failed.delete(pending.client_id);
        resent.add(pending.client_id);
        void deliver(pending);
      }
    };
    window.addEventListener('online', resendOnce);
    return () => window.removeEventListener('online', resendOnce);
  }, [deliver]);

  /** The same client id again: the server answers the first message if it did arrive. */
  const retry = useCallback((pending: PendingMessage) => deliver(pending), [deliver]);
  const discard = useCallback(
    (pending: PendingMessage) => {
      forgetMessage(persisted, placeOf(latest.current), pending.client_id);
      dispatch({ type: 'sendDiscarded', clientId: pending.client_id });
    },
    [persisted, placeOf],
  );

  /** Buying credits from the purchase prompt: the payment's result page offers the way back here. */
  const leaveToBuy = useCallback(() => {
    const place = placeOf(latest.current);
    const path = place && chatPathOf(place);
    if (place && path) persisted.setReturnChat(place.member, path);
    setPurchasePrompt(null);
  }, [persisted, placeOf]);

  return {
    state,
    dispatch,
    reload: () => load(),
    resync,
    loadEarlier,
    send,
    retry,
    discard,
    purchasePrompt,
    closePurchasePrompt: () => setPurchasePrompt(null),
    leaveToBuy,
  };
}

export type ConversationController = ReturnType<typeof useConversation>;
