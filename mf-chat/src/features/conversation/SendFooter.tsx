import { paths } from '@amora/contracts';
import { Button, Icon, PHOTO_ACCEPT, PlatformLink, up } from '@amora/ui';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { PhotoDraftBar } from './PhotoDraftBar';
import type { PhotoDraft } from './usePhotoDraft';

// `padding-bottom` keeps clear of the phone's home indicator; the keyboard pushes the whole (dvh)
// page up.
const Footer = styled.form`
  flex: none;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding-bottom: max(${({ theme }) => theme.space(2)}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

// The field's `font-size` is 16px and up: phones do not zoom into the field.
const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: 30vh;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: max(1rem, 16px);
  resize: none;
  field-sizing: content;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const IconButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Info = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${up('md')} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Cost = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Over = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

export interface SendFooterProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The site's `message_length`; null while the settings are unknown (the server checks anyway). */
  maxLength: number | null;
  /** Credits of the next text message and the member's balance. */
  cost: number;
  balance: number;
  onSend: (text: string) => void;
  onGift: () => void;
  onTyping: () => void;
  /** Credits of a photo message (shown on the button and again before sending). */
  photoCost: number;
  photoDraft: PhotoDraft | null;
  onChoosePhoto: (file: File) => void;
  onSendPhoto: () => void;
  onRemovePhoto: () => void;
}

/**
 * The send footer: Enter sends, Shift+Enter starts a new line; the counter, the price of the next
 * message and the balance after it are visible before sending. The photo button uploads a chosen
 * photo at once (with progress); it is sent, and paid, only with its own send button.
 */
export function SendFooter({
  text,
  onTextChange,
  maxLength,
  cost,
  balance,
  onSend,
  onGift,
  onTyping,
  photoCost,
  photoDraft,
  onChoosePhoto,
  onSendPhoto,
  onRemovePhoto,
}: SendFooterProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const photoLabel = photoCost === 0 ? t('footer.photoFree') : t('footer.photo', { count: photoCost });
  const [composing, setComposing] = useState(false);
  const length = [...text].length;
  const tooLong = maxLength !== null && length > maxLength;
  const empty = text.trim() === '';
  const affordable = balance >= cost;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || tooLong) return;
    onSend(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition uses Enter to pick a word: that is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !composing && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Footer onSubmit={submit} aria-label={t('footer.label')}>
      <Inner>
        {photoDraft ? (
          <PhotoDraftBar
            draft={photoDraft}
            cost={photoCost}
            balance={balance}
            onSend={onSendPhoto}
            onRemove={onRemovePhoto}
          />
        ) : null}
        <Row>
          <IconButton type="button" aria-label={t('footer.gift')} title={t('footer.gift')} onClick={onGift}>
            <Icon name="gift" />
          </IconButton>
          <IconButton
            type="button"
            aria-label={photoLabel}
            title={photoLabel}
            onClick={() => fileInput.current?.click()}
          >
            <Icon name="camera" />
          </IconButton>
          <HiddenInput
            ref={fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="chat-photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again starts again.
              event.target.value = '';
              if (file) onChoosePhoto(file);
            }}
          />
          <TextArea
            rows={1}
            value={text}
            aria-label={t('footer.message')}
            aria-describedby={hintId}
            aria-invalid={tooLong || undefined}
            placeholder={t('footer.placeholder')}
            enterKeyHint="send"
            onChange={(event) => {
              onTextChange(event.target.value);
              onTyping();
            }}
            onKeyDown={onKeyDown}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
          />
          <Button type="submit" disabled={empty || tooLong}>
            {t('footer.send')}
          </Button>
        </Row>
        <Info id={hintId}>
          <Cost>
            {cost === 0
              ? t('footer.free')
              : affordable
                ? t('footer.cost', { count: cost, after: balance - cost })
                : t('footer.notEnough', { count: cost, balance })}
            {!affordable && cost > 0 ? (
              <PlatformLink to={paths.credits()}>{t('footer.buy')}</PlatformLink>
            ) : null}
          </Cost>
          {maxLength !== null ? (
            tooLong ? (
              <Over>{t('footer.tooLong', { count: length - maxLength })}</Over>
            ) : (
              <span>{t('footer.counter', { length, max: maxLength })}</span>
            )
          ) : null}
        </Info>
      </Inner>
    </Footer>
  );
}
