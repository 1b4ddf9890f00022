import type { ChatsResponse, Gift } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

/**
 * The chat list is the shared `['chats']` resource (ADR 0004: owned by this area, read by the
 * shell's unread badge). Area-private keys start with `chat`.
 */
export const chatQueryKeys = {
  list: () => queryKeys.chats(),
  gifts: (locale: string) => ['chat', 'gifts', locale] as const,
};

/** `GET /api/chats.php`: the member's conversations, newest activity first. */
export function useChats(refetchInterval: number | false) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: chatQueryKeys.list(),
    queryFn: ({ signal }) => http.get<ChatsResponse>('/api/chats.php', { signal }),
    refetchInterval,
  });
}

/**
 * `DELETE /api/chat.php`: removes a conversation for the member. The spec's order: the chat leaves
 * the list at once, then the server is asked; on failure an alert shows and the list reloads.
 * The callbacks live on the mutation, not on `mutate`, so they still run when the chat page that
 * started the removal has already navigated away.
 */
export function useRemoveChat() {
  const { http, queryClient, i18n } = usePlatform();
  return useMutation({
    mutationFn: (conversation: number) => http.delete<unknown>('/api/chat.php', { body: { conversation } }),
    onMutate: async (conversation) => {
      await queryClient.cancelQueries({ queryKey: chatQueryKeys.list() });
      queryClient.setQueryData<ChatsResponse>(chatQueryKeys.list(), (data) =>
        data ? { ...data, chats: data.chats.filter((chat) => chat.conversation !== conversation) } : data,
      );
    },
    onError: (error) => {
      // The spec's behaviour: a plain browser alert, then the list as the server has it.
      window.alert(
        error instanceof Error && error.message
          ? error.message
          : i18n.t('errors.generic', { ns: 'messages' }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.list() }),
  });
}

/** `GET /api/gifts.php`: the gift catalogue, translated by the server, so keyed by language. */
export function useGifts(enabled = true) {
  const { http, i18n } = usePlatform();
  return useQuery({
    queryKey: chatQueryKeys.gifts(i18n.language),
    queryFn: async ({ signal }) => (await http.get<{ gifts: Gift[] }>('/api/gifts.php', { signal })).gifts,
    staleTime: Infinity,
    enabled,
  });
}
