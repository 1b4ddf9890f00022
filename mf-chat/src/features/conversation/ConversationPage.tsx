import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel, PlatformLink, Spinner, usePlatform, useRequireMember } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ChatTarget } from '../../api/conversation';
import { NAMESPACE } from '../../i18n';
import { ChatScreen } from './ChatScreen';
import { useConversation } from './useConversation';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export interface ConversationPageProps {
  /** `/chats/:id` names a conversation; `/members/:id/chat` a member (maybe no conversation yet). */
  by: 'conversation' | 'member';
}

/** `/chats/:id` and `/members/:id/chat`: one conversation on the whole screen (chat layout). */
export function ConversationPage({ by }: ConversationPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const session = useRequireMember();
  const id = parseId(useParams().id);
  const viewerId = session.user?.id ?? null;
  if (id === null)
    return (
      <ErrorPanel
        title={t('chat.notFoundTitle')}
        message={t('chat.notFoundText')}
        actions={<PlatformLink to={paths.chats()}>{t('chat.toList')}</PlatformLink>}
      />
    );
  if (viewerId === null) return <Spinner block label={t('chat.loading')} />;
  const target: ChatTarget = by === 'conversation' ? { conversation: id } : { profileId: id };
  // A new key per conversation: nothing of the previous one (sends, typing, scroll) carries over.
  return <LoadedConversation key={`${by}-${id}`} target={target} viewerId={viewerId} />;
}

function LoadedConversation({ target, viewerId }: { target: ChatTarget; viewerId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { getSettings } = usePlatform();
  const controller = useConversation(target);
  const { state } = controller;
  const toList = <PlatformLink to={paths.chats()}>{t('chat.toList')}</PlatformLink>;

  if (state.status === 'loading') return <Spinner block label={t('chat.loading')} />;
  if (state.status === 'error' || !state.profile) {
    const error = state.error;
    if (isHttpError(error) && (error.status === 404 || error.status === 403))
      return (
        <ErrorPanel
          title={error.status === 404 ? t('chat.notFoundTitle') : t('chat.noAccessTitle')}
          message={error.message}
          actions={toList}
        />
      );
    return (
      <ErrorPanel
        title={t('chat.errorTitle')}
        message={isHttpError(error) ? error.message : tm('errors.generic')}
        actions={
          <>
            <Button onClick={controller.reload}>{t('list.retry')}</Button>
            {toList}
          </>
        }
      />
    );
  }
  return (
    <ChatScreen
      controller={controller}
      profile={state.profile}
      viewerId={viewerId}
      maxLength={getSettings()?.message_length ?? null}
    />
  );
}
