import type { ChatMessage, ChatPhoto, Gift } from '@amora/contracts';
import { Modal, VisuallyHidden } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { clockTime } from '../shared/time';
import { GiftPicture } from '../shared/GiftPicture';
import type { PendingMessage } from './conversation-state';

export type MessageStatus = 'sending' | 'failed' | 'sent' | 'read';

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  margin: ${({ theme }) => theme.space(1)} 0;
`;

// Plain text as typed (`pre-wrap`, `overflow-wrap`): line breaks kept, long words wrapped, never HTML.
const Bubble = styled.div<{ $own: boolean; $failed: boolean }>`
  max-width: min(80%, 560px);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.secondary : theme.colors.surface)};
  color: ${({ theme, $own }) => ($own ? theme.colors.onSecondary : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $failed, theme }) =>
    $failed &&
    css`
      opacity: 0.75;
      outline: 2px solid ${theme.colors.danger};
    `}
`;

const Gift = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  span:first-child {
    font-size: 2rem;
    line-height: 1;
  }
`;

/** A fixed square (the thumbnail's shape) reserved before the image loads: nothing moves. */
const PhotoButton = styled.button`
  display: block;
  width: min(200px, 60vw);
  aspect-ratio: 1;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const FullPhoto = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  max-height: 75vh;
  margin: 0 auto;
  object-fit: contain;
`;

/** A photo in the log; click or Enter opens it larger, with its real proportions. */
function PhotoMessage({ photo, alt }: { photo: ChatPhoto; alt: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PhotoButton type="button" onClick={() => setOpen(true)} title={t('photo.open')}>
        <img src={photo.thumb} alt={alt} width={200} height={200} loading="lazy" decoding="async" />
      </PhotoButton>
      <Modal open={open} title={alt} closeLabel={t('dialog.close')} onClose={() => setOpen(false)} size="lg">
        <FullPhoto src={photo.full} alt={alt} width={photo.width} height={photo.height} />
      </Modal>
    </>
  );
}

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: 2px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const LinkButton = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
  cursor: pointer;
`;

/** Status marks: one tick sent, two ticks read, a clock while sending. Screen readers get words. */
const STATUS_GLYPHS: Record<MessageStatus, string> = {
  sending: '\u25f7',
  sent: '\u2713',
  read: '\u2713\u2713',
  failed: '!',
};

export interface MessageBubbleProps {
  message: Pick<ChatMessage, 'type' | 'text' | 'gift_id' | 'photo' | 'created_at'>;
  own: boolean;
  status: MessageStatus | null;
  gift: Gift | undefined;
  locale: string;
  /** The other member's name, for the alt text of their photos. */
  otherName: string;
  /** A failed send of the member's: its reason and the ways out. */
  failure?: {
    pending: PendingMessage;
    onRetry: (pending: PendingMessage) => void;
    onDiscard: (pending: PendingMessage) => void;
  };
}

/** One message: text as text, a gift with its picture, or a photo; with time and send status. */
export function MessageBubble({
  message,
  own,
  status,
  gift,
  locale,
  otherName,
  failure,
}: MessageBubbleProps) {
  const { t } = useTranslation(NAMESPACE);
  const content = (() => {
    if (message.type === 'gift')
      return (
        <Gift>
          <GiftPicture gift={gift ?? null} />
          <span>{gift ? t('message.giftNamed', { name: gift.name }) : t('message.gift')}</span>
        </Gift>
      );
    if (message.type === 'photo' && message.photo)
      return (
        <PhotoMessage
          photo={message.photo}
          alt={own ? t('photo.altOwn') : t('photo.alt', { name: otherName })}
        />
      );
    return message.text;
  })();

  return (
    <Item $own={own}>
      <Bubble $own={own} $failed={status === 'failed'}>
        {own ? <VisuallyHidden>{t('message.youWrote')}</VisuallyHidden> : null}
        {content}
      </Bubble>
      <Meta>
        <time dateTime={message.created_at}>{clockTime(message.created_at, locale)}</time>
        {status && status !== 'failed' ? (
          <span>
            <span aria-hidden="true">{STATUS_GLYPHS[status]}</span>
            <VisuallyHidden>{t(`status.${status}`)}</VisuallyHidden>
          </span>
        ) : null}
        {failure ? (
          <>
            <Failed role="alert">{failure.pending.error ?? t('status.failed')}</Failed>
            <LinkButton type="button" onClick={() => failure.onRetry(failure.pending)}>
              {t('message.retry')}
            </LinkButton>
            <LinkButton type="button" onClick={() => failure.onDiscard(failure.pending)}>
              {t('message.discard')}
            </LinkButton>
          </>
        ) : null}
      </Meta>
    </Item>
  );
}
