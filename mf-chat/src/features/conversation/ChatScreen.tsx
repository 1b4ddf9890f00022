import { paths, type Gift, type ProfileCard } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, BlockMemberDialog, Button, PlatformLink, up, usePlatform } from '@amora/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chatQueryKeys, useGifts, useRemoveChat } from '../../api/chats';
import { blockMember } from '../../api/conversation';
import { NAMESPACE } from '../../i18n';
import { RemoveChatDialog } from '../shared/RemoveChatDialog';
import { ChatHeader } from './ChatHeader';
import { GiftDialog } from './GiftDialog';
import { IcebreakerDialog } from './IcebreakerDialog';
import { MessageLog } from './MessageLog';
import { PurchaseDialog } from './PurchaseDialog';
import { SendFooter } from './SendFooter';
import type { ConversationController } from './useConversation';
import { useLiveConversation } from './useLiveConversation';
import { usePhotoDraft } from './usePhotoDraft';

/** The whole (dynamic) viewport: the footer stays above a phone's on-screen keyboard. */
// From tablets up (`up('lg')`) the conversation is a column in the middle, not a full-width strip.
const Screen = styled.section`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
  ${up('lg')} {
    max-width: 960px;
    margin: 0 auto;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Suggestions = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Closed = styled.div`
  flex: none;
  max-width: 800px;
  width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} 0;
`;

type Dialog = 'gift' | 'icebreaker' | 'remove' | 'block' | 'report' | 'block-report' | null;

// Its own chunk, fetched when the member first asks to report.
const ReportDialog = lazy(() =>
  import(/* webpackChunkName: "chat-report" */ './ReportDialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

export interface ChatScreenProps {
  controller: ConversationController;
  profile: ProfileCard;
  viewerId: number;
  /** The site's message_length, when the settings are known. */
  maxLength: number | null;
}

/** A loaded conversation: header, the log, the footer and the dialogs of the page. */
export function ChatScreen({ controller, profile, viewerId, maxLength }: ChatScreenProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { http, navigate, queryClient } = usePlatform();
  const { state, send } = controller;
  const live = useLiveConversation(controller, viewerId);
  const gifts = useGifts(state.messages.some((message) => message.type === 'gift'));
  const remove = useRemoveChat();
  const photo = usePhotoDraft();
  const [text, setText] = useState('');
  const firstMessage = state.conversation === null && state.messages.length === 0;
  // A first message starts with suggestions; the member can close them and write their own.
  const [dialog, setDialog] = useState<Dialog>(firstMessage && state.canSend ? 'icebreaker' : null);
  const [blocking, setBlocking] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const cost = state.costs?.text ?? 0;
  const balance = state.costs?.balance ?? null;

  const blocked = () => {
    controller.dispatch({ type: 'closed', reason: t('block.done', { name: profile.name }) });
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list() });
    // The block also drops both likes on the server: whatever another area cached about this
    // member (the profile's Liked, the likes lists, search) is stale at once, not after a reload.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'chat' });
  };
  const confirmBlock = () => {
    setBlocking({ busy: true, error: null });
    blockMember(http, profile.id).then(
      () => {
        setBlocking({ busy: false, error: null });
        setDialog(null);
        blocked();
      },
      (error: unknown) =>
        setBlocking({ busy: false, error: isHttpError(error) ? error.message : t('block.failed') }),
    );
  };

  return (
    <Screen aria-label={t('chat.label', { name: profile.name })}>
      <ChatHeader
        profile={profile}
        fictional={state.fictional}
        balance={balance}
        low={balance !== null && balance < cost}
        canRemove={state.conversation !== null}
        onRemove={() => setDialog('remove')}
        onBlock={() => setDialog('block')}
        onReport={() => setDialog('report')}
        onBlockAndReport={() => setDialog('block-report')}
      />
      <MessageLog
        messages={state.messages}
        pending={state.pending}
        viewerId={viewerId}
        otherName={profile.name}
        gifts={gifts.data}
        locale={i18n.language}
        hasMore={state.hasMore}
        loadingEarlier={state.loadingEarlier}
        otherTyping={live.otherTyping}
        onLoadEarlier={() => void controller.loadEarlier()}
        onRetry={(pending) => void controller.retry(pending)}
        onDiscard={controller.discard}
      />
      {firstMessage && state.canSend && state.pending.length === 0 ? (
        <Suggestions>
          <Button variant="ghost" onClick={() => setDialog('icebreaker')}>
            {t('icebreaker.open')}
          </Button>
        </Suggestions>
      ) : null}
      {state.canSend ? (
        <SendFooter
          text={text}
          onTextChange={setText}
          maxLength={maxLength}
          cost={cost}
          balance={balance ?? 0}
          onSend={(message) => {
            void send({ type: 'text', text: message });
            setText('');
          }}
          onGift={() => setDialog('gift')}
          onTyping={live.notifyTyping}
          photoCost={state.costs?.photo ?? 0}
          photoDraft={photo.draft}
          onChoosePhoto={photo.choose}
          onSendPhoto={() => {
            const uploaded = photo.draft?.uploaded;
            if (!uploaded) return;
            void send({ type: 'photo', photo_id: uploaded.id, photo: uploaded.photo });
            photo.clear();
          }}
          onRemovePhoto={photo.clear}
        />
      ) : (
        <Closed>
          <Alert
            tone="warning"
            action={
              state.upgrade ? (
                <PlatformLink to={paths.premium()}>{t('chat.upgrade')}</PlatformLink>
              ) : undefined
            }
          >
            {state.blockedReason ?? t('chat.cannotSend')}
          </Alert>
        </Closed>
      )}
      <IcebreakerDialog
        open={dialog === 'icebreaker'}
        profile={profile}
        cost={cost}
        onClose={() => setDialog(null)}
        onChoose={(line) => {
          setText(line);
          setDialog(null);
        }}
      />
      <GiftDialog
        open={dialog === 'gift'}
        name={profile.name}
        balance={balance ?? 0}
        onClose={() => setDialog(null)}
        onChoose={(gift: Gift) => {
          setDialog(null);
          void send({ type: 'gift', gift_id: gift.id });
        }}
      />
      <RemoveChatDialog
        name={dialog === 'remove' ? profile.name : null}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          if (state.conversation === null) return;
          // Gone from the list at once; the list page shows the alert if the server refuses.
          remove.mutate(state.conversation);
          navigate(paths.chats());
        }}
      />
      <BlockMemberDialog
        open={dialog === 'block'}
        labels={{
          title: t('block.title', { name: profile.name }),
          text: t('block.text', { name: profile.name }),
          confirm: t('block.confirm'),
          cancel: t('dialog.cancel'),
          close: t('dialog.close'),
        }}
        busy={blocking.busy}
        error={blocking.error}
        onConfirm={confirmBlock}
        onClose={() => setDialog(null)}
      />
      {dialog === 'report' || dialog === 'block-report' ? (
        <Suspense fallback={null}>
          <ReportDialog
            profile={profile}
            conversation={state.conversation}
            block={dialog === 'block-report'}
            onClose={() => setDialog(null)}
            onReported={(result) => {
              if (result.blocked) blocked();
            }}
          />
        </Suspense>
      ) : null}
      <PurchaseDialog
        message={controller.purchasePrompt}
        onClose={controller.closePurchasePrompt}
        onBuy={controller.leaveToBuy}
      />
    </Screen>
  );
}
