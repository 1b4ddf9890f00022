import { paths, type ChatItem, type Gift } from '@amora/contracts';
import { PlatformLink, formatBadgeCount } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { Avatar } from '../shared/Avatar';
import { messageSummary } from '../shared/message-summary';
import { relativeTime } from '../shared/time';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The whole row is the link (a big touch target); the remove button sits beside it. Through the
 * shell's router: the conversation has another layout (full screen) than the list.
 */
const RowLink = styled(PlatformLink)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

// One column that may shrink below its content: a long unbroken preview is cut with an ellipsis
// instead of widening the column and pushing the time and the unread count out of the row.
const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The site's fictional label, one line under the preview. */
const Fictional = styled.small`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Preview = styled.span<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  span:first-child {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Unread = styled.span`
  flex: none;
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.unreadMessages};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  line-height: 22px;
  text-align: center;
`;

const RemoveButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Decorative; the button's accessible name says what it does. */
const REMOVE_GLYPH = '\u00d7';

export interface ChatListItemProps {
  chat: ChatItem;
  /** The site's label for a fictional profile, or null when it does not mark them. */
  fictionalLabel?: string | null;
  gifts: Gift[] | undefined;
  locale: string;
  onRemove: (chat: ChatItem) => void;
}

/** One conversation: photo, name, last message, when, unread count, and a remove button. */
export function ChatListItem({ chat, fictionalLabel = null, gifts, locale, onRemove }: ChatListItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const unread = chat.num_unread_messages;
  const name = chat.profile.name;
  const last = chat.last_message;
  const preview = last
    ? `${last.sender_id === chat.profile_id ? '' : t('list.you')}${messageSummary(last, gifts, t)}`
    : t('list.noMessages');
  return (
    <Row aria-label={unread > 0 ? t('list.itemUnread', { name, count: unread }) : name}>
      <RowLink to={`${paths.chats()}/${chat.conversation}`}>
        <Avatar image={chat.profile.main_image} />
        <Text>
          <Top>
            <strong>{name}</strong>
            <time dateTime={chat.updated_at}>{relativeTime(chat.updated_at, locale)}</time>
          </Top>
          <Preview $unread={unread > 0}>
            <span>{preview}</span>
            {unread > 0 ? (
              <Unread aria-label={t('list.unread', { count: unread })}>{formatBadgeCount(unread)}</Unread>
            ) : null}
          </Preview>
          {chat.fictional && fictionalLabel ? <Fictional>{fictionalLabel}</Fictional> : null}
        </Text>
      </RowLink>
      <RemoveButton type="button" aria-label={t('list.remove', { name })} onClick={() => onRemove(chat)}>
        <span aria-hidden="true">{REMOVE_GLYPH}</span>
      </RemoveButton>
    </Row>
  );
}
