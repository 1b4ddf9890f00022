import { ROUTES, type RouteName } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { ChatsPage } from './features/chat-list/ChatsPage';
import { ConversationPage } from './features/conversation/ConversationPage';

const PAGES: Partial<Record<RouteName, RouteObject['element']>> = {
  chats: <ChatsPage />,
  'chats-id': <ConversationPage by="conversation" />,
  'members-id-chat': <ConversationPage by="member" />,
};

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_chat').map((route) => ({
    path: route.path,
    element: PAGES[route.name] ?? null,
  })),
  { path: '*', element: null },
];
