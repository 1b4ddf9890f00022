import type { ChatMessage, Gift } from '@amora/contracts';
import { Button } from '@amora/ui';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { dayKey, dayLabel } from '../shared/time';
import type { PendingMessage } from './conversation-state';
import { MessageBubble, type MessageStatus } from './MessageBubble';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Day = styled.li`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Typing = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Entry = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };

export interface MessageLogProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  viewerId: number;
  otherName: string;
  gifts: Gift[] | undefined;
  locale: string;
  hasMore: boolean;
  loadingEarlier: boolean;
  otherTyping: boolean;
  onLoadEarlier: () => void;
  onRetry: (pending: PendingMessage) => void;
  onDiscard: (pending: PendingMessage) => void;
}

/**
 * The conversation, oldest first, grouped by day. A log region: screen readers announce new
 * messages politely. It follows new messages while the member is at the bottom, and keeps the
 * place when earlier messages are added above.
 */
export function MessageLog(props: MessageLogProps) {
  const { messages, pending, viewerId, gifts, locale, otherTyping } = props;
  const { t } = useTranslation(NAMESPACE);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef(0);
  const firstId = messages[0]?.id;
  const previousFirstId = useRef(firstId);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousFirstId.current !== undefined && firstId !== previousFirstId.current) {
      // Earlier messages came in above: stay on the message the member was reading.
      element.scrollTop += element.scrollHeight - heightBefore.current;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previousFirstId.current = firstId;
    heightBefore.current = element.scrollHeight;
  }, [messages, pending, otherTyping, firstId]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const onScroll = () => {
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      heightBefore.current = element.scrollHeight;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const entries: Entry[] = [
    ...messages.map((message): Entry => ({ kind: 'message', message })),
    ...pending.map((item): Entry => ({ kind: 'pending', pending: item })),
  ];
  const giftOf = (id: string | null) => gifts?.find((gift) => gift.id === id);

  return (
    <Scroller ref={scroller}>
      <Inner>
        {props.hasMore ? (
          <Earlier>
            <Button variant="ghost" busy={props.loadingEarlier} onClick={props.onLoadEarlier}>
              {t('log.loadEarlier')}
            </Button>
          </Earlier>
        ) : null}
        <div role="log" aria-live="polite" aria-label={t('log.label', { name: props.otherName })}>
          <List>
            {entries.map((entry, index) => {
              const item = entry.kind === 'message' ? entry.message : entry.pending;
              const previous = entries[index - 1];
              const previousItem =
                previous && (previous.kind === 'message' ? previous.message : previous.pending);
              const newDay = !previousItem || dayKey(previousItem.created_at) !== dayKey(item.created_at);
              // By sender and client id: a send keeps its element from pending to confirmed, so a
              // photo does not load again and a photo opened meanwhile stays open.
              const key =
                entry.kind === 'message'
                  ? `${entry.message.sender_id}:${entry.message.client_id}`
                  : `${viewerId}:${entry.pending.client_id}`;
              const own = entry.kind === 'pending' || entry.message.sender_id === viewerId;
              const status: MessageStatus | null =
                entry.kind === 'pending'
                  ? entry.pending.state
                  : own
                    ? entry.message.read_at
                      ? 'read'
                      : 'sent'
                    : null;
              return (
                <Fragment key={key}>
                  {newDay ? <Day>{dayLabel(item.created_at, locale)}</Day> : null}
                  <MessageBubble
                    message={entry.kind === 'message' ? entry.message : entry.pending}
                    own={own}
                    status={status}
                    gift={giftOf(item.gift_id)}
                    locale={locale}
                    otherName={props.otherName}
                    failure={
                      entry.kind === 'pending' && entry.pending.state === 'failed'
                        ? { pending: entry.pending, onRetry: props.onRetry, onDiscard: props.onDiscard }
                        : undefined
                    }
                  />
                </Fragment>
              );
            })}
          </List>
        </div>
        {/* Always present, so the live region exists before the text appears in it. */}
        <Typing aria-live="polite">{otherTyping ? t('log.typing', { name: props.otherName }) : null}</Typing>
      </Inner>
    </Scroller>
  );
}
