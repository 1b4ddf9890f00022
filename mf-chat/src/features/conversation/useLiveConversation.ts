import {
  TYPING_EXPIRES_MS,
  USER_REFRESH_MS,
  paths,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatsResponse,
  type ChatTypingEvent,
} from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { chatQueryKeys } from '../../api/chats';
import { markRead } from '../../api/conversation';
import { lastMessageId } from './conversation-state';
import type { ConversationController } from './useConversation';

/** How often at most the member's own typing is announced to the other member. */
const TYPING_SEND_INTERVAL_MS = 2_000;

/**
 * Keeps an open conversation live (ADR 0018): realtime events update it without a fetch; after
 * every reconnect and on focus it asks the server for what came after the last message seen, and
 * while no socket is open it polls at the spec's interval. The page being open marks it read.
 */
export function useLiveConversation(controller: ConversationController, viewerId: number) {
  const { realtime, http, queryClient, navigate } = usePlatform();
  const { state, dispatch, resync } = controller;
  const conversation = state.conversation;
  const otherId = state.profile?.id ?? null;
  const [socketOpen, setSocketOpen] = useState(() => realtime.status() === 'open');
  const [typingUntil, setTypingUntil] = useState(0);

  useEffect(() => {
    const offStatus = realtime.onStatus((status, reconnected) => {
      setSocketOpen(status === 'open');
      if (status === 'open' && reconnected) void resync();
    });
    const offMessage = realtime.subscribe<ChatMessageEvent>('message', ({ message }) => {
      const ours = message.conversation_id === conversation;
      const firstFromThem = conversation === null && message.sender_id === otherId;
      if (!ours && !firstFromThem) return;
      dispatch({ type: 'merged', messages: [message] });
      if (message.sender_id !== viewerId) setTypingUntil(0);
    });
    const offRead = realtime.subscribe<ChatReadEvent>('read', (read) => {
      if (read.conversation === conversation)
        dispatch({ type: 'read', upTo: read.up_to, readAt: read.read_at, ownId: viewerId });
    });
    const offTyping = realtime.subscribe<ChatTypingEvent>('typing', (typing) => {
      if (typing.conversation === conversation && typing.profile_id !== viewerId)
        setTypingUntil(Date.now() + TYPING_EXPIRES_MS);
    });
    const offRemoved = realtime.subscribe<{ conversation: number }>('conversation_removed', (removed) => {
      // Removed in another tab of the member: this page has nothing left to show.
      if (removed.conversation === conversation) navigate(paths.chats(), { replace: true });
    });
    return () => {
      offStatus();
      offMessage();
      offRead();
      offTyping();
      offRemoved();
    };
  }, [realtime, resync, dispatch, navigate, conversation, otherId, viewerId]);

  // Focus: the member is back; whatever arrived meanwhile is fetched, socket or not.
  useEffect(() => {
    const onFocus = () => void resync();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [resync]);

  useEffect(() => {
    if (socketOpen) return undefined;
    const timer = window.setInterval(() => void resync(), USER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [socketOpen, resync]);

  // The indicator disappears by itself when no new typing event comes.
  useEffect(() => {
    if (typingUntil === 0) return undefined;
    const timer = window.setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  // A message that arrives in a hidden tab stays unread until the member comes back to it.
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // Reading: opening the conversation, and every new message while it is open, sets unread to 0.
  const readUpTo = useRef(0);
  const newest = lastMessageId(state);
  const newestFromThem = [...state.messages].reverse().find((message) => message.sender_id !== viewerId)?.id;
  useEffect(() => {
    if (!visible || conversation === null || newest === undefined || newestFromThem === undefined) return;
    if (newestFromThem <= readUpTo.current) return;
    readUpTo.current = newest;
    queryClient.setQueryData<ChatsResponse>(chatQueryKeys.list(), (data) => {
      const chat = data?.chats.find((item) => item.conversation === conversation);
      if (!data || !chat) return data;
      return {
        unread_messages: Math.max(0, data.unread_messages - chat.num_unread_messages),
        chats: data.chats.map((item) => (item === chat ? { ...item, num_unread_messages: 0 } : item)),
      };
    });
    markRead(http, conversation, newest).then(
      () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.list() }),
      () => undefined, // The next open or message marks it again.
    );
  }, [visible, conversation, newest, newestFromThem, http, queryClient]);

  // Own typing, throttled; nothing to say before the conversation exists.
  const lastTypingSent = useRef(0);
  const notifyTyping = () => {
    if (conversation === null || Date.now() - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return;
    if (realtime.send({ type: 'typing', data: { conversation } })) lastTypingSent.current = Date.now();
  };

  return { otherTyping: typingUntil > 0, notifyTyping };
}
