import { ROUTES } from '@amora/contracts';
import { definePages } from '@amora/ui';
import { ChatsPage } from './features/chat-list/ChatsPage';
import { ConversationPage } from './features/conversation/ConversationPage';

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(ROUTES, 'mf_chat', {
  chats: <ChatsPage />,
  'chats-id': <ConversationPage by="conversation" />,
  'members-id-chat': <ConversationPage by="member" />,
});
