import { Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import type { PhotoDraft } from './usePhotoDraft';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Preview = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Status = styled.div`
  flex: 1;
  min-width: 160px;
  font-size: ${({ theme }) => theme.font.size.sm};
  progress {
    display: block;
    width: 100%;
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PhotoDraftBarProps {
  draft: PhotoDraft;
  /** Credits of a photo message and the member's balance: shown before sending. */
  cost: number;
  balance: number;
  onSend: () => void;
  onRemove: () => void;
}

/** The chosen photo before it is sent: its price and its upload's progress; send or remove. */
export function PhotoDraftBar({ draft, cost, balance, onSend, onRemove }: PhotoDraftBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const percent = Math.round(draft.progress * 100);
  const price =
    cost === 0
      ? t('photo.free')
      : balance >= cost
        ? t('photo.cost', { count: cost, after: balance - cost })
        : t('photo.notEnough', { count: cost, balance });
  return (
    <Bar role="group" aria-label={t('photo.draft')}>
      <Preview src={draft.previewUrl} alt={t('photo.preview')} />
      <Status>
        {draft.error ? (
          <Problem role="alert">{draft.error}</Problem>
        ) : (
          <>
            <span>{price}</span>
            {draft.uploaded ? null : (
              <progress max={100} value={percent} aria-label={t('photo.uploading', { percent })} />
            )}
          </>
        )}
      </Status>
      <Actions>
        <Button type="button" disabled={!draft.uploaded} onClick={onSend}>
          {t('photo.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove}>
          {t('photo.remove')}
        </Button>
      </Actions>
    </Bar>
  );
}
