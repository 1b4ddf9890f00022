import { USER_REFRESH_MS } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useEffect, useState } from 'react';
import { chatQueryKeys } from '../../api/chats';

/**
 * The chat list stays in step with the server: a new message or a removal elsewhere reloads it,
 * so does every reconnect and focus (nothing pushed while the socket was down is lost). Returns the
 * polling interval for the list query: the spec's 60 s while no socket is open, none otherwise.
 */
export function useLiveChatList(): number | false {
  const { realtime, queryClient } = usePlatform();
  const [socketOpen, setSocketOpen] = useState(() => realtime.status() === 'open');

  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list() });
    const offStatus = realtime.onStatus((status, reconnected) => {
      setSocketOpen(status === 'open');
      if (status === 'open' && reconnected) reload();
    });
    const offMessage = realtime.subscribe('message', reload);
    const offRemoved = realtime.subscribe('conversation_removed', reload);
    window.addEventListener('focus', reload);
    return () => {
      offStatus();
      offMessage();
      offRemoved();
      window.removeEventListener('focus', reload);
    };
  }, [realtime, queryClient]);

  return socketOpen ? false : USER_REFRESH_MS;
}
