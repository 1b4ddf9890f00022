import { usePlatform, useSession } from '@amora/ui';

/** Older than this, the conversation is no longer what the member is in the middle of. */
const RETURN_CHAT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The chat the member left to buy credits (the chat area stores it when its purchase prompt's
 * link is followed, in the platform's persisted state); null when the purchase did not start
 * from a chat. The path is checked against the chat routes where it is stored and read.
 */
export function useReturnChat(now: () => number = Date.now): string | null {
  const { persisted } = usePlatform();
  const member = useSession().user?.id;
  const left = member === undefined ? null : persisted.getReturnChat(member);
  if (!left || now() - left.at > RETURN_CHAT_MAX_AGE_MS) return null;
  return left.path;
}
