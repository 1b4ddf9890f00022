import { paths, type ChatItem } from '@amora/contracts';
import { PlatformLink, QueryState, up, useRequireMember } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChats, useGifts, useRemoveChat } from '../../api/chats';
import { NAMESPACE } from '../../i18n';
import { RemoveChatDialog } from '../shared/RemoveChatDialog';
import { useLiveChatList } from '../shared/useLiveChatList';
import { useFictionalLabel } from '../shared/useFictionalLabel';
import { ChatListItem } from './ChatListItem';

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(10)};
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space(4)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `/chats`: the member's conversations, newest activity first; a spinner on the first load only. */
export function ChatsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useRequireMember();
  const refetchInterval = useLiveChatList();
  const chats = useChats(session.status === 'authenticated' ? refetchInterval : false);
  const gifts = useGifts(Boolean(chats.data?.chats.some((chat) => chat.last_message?.type === 'gift')));
  const remove = useRemoveChat();
  const [asking, setAsking] = useState<ChatItem | null>(null);
  const fictionalLabel = useFictionalLabel();

  // Background refetches keep the list on screen: the spinner is for the first load only.
  const body = (
    <QueryState
      query={chats}
      loadingLabel={t('list.loading')}
      title={t('list.errorTitle')}
      retryLabel={t('list.retry')}
    >
      {({ chats: list }) =>
        list.length === 0 ? (
          <Empty>
            <p>{t('list.empty')}</p>
            <PlatformLink to={paths.members()}>{t('list.toSearch')}</PlatformLink>
          </Empty>
        ) : (
          <List aria-label={t('list.label')}>
            {list.map((chat) => (
              <ChatListItem
                key={chat.conversation}
                chat={chat}
                fictionalLabel={fictionalLabel}
                gifts={gifts.data}
                locale={i18n.language}
                onRemove={setAsking}
              />
            ))}
          </List>
        )
      }
    </QueryState>
  );

  return (
    <Page aria-labelledby="chats-title">
      <h1 id="chats-title">{t('list.title')}</h1>
      {body}
      <RemoveChatDialog
        name={asking?.profile.name ?? null}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) remove.mutate(asking.conversation);
          setAsking(null);
        }}
      />
    </Page>
  );
}
