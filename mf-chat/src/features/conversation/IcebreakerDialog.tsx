import type { ProfileCard } from '@amora/contracts';
import { Modal } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { icebreakers } from './icebreakers';

const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Line = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  small {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface IcebreakerDialogProps {
  open: boolean;
  profile: ProfileCard;
  /** Credits a text message costs. */
  cost: number;
  onChoose: (line: string) => void;
  onClose: () => void;
}

/** Suggested opening lines for a first message; choosing one fills the message field to edit. */
export function IcebreakerDialog({ open, profile, cost, onChoose, onClose }: IcebreakerDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const price = cost === 0 ? t('icebreaker.free') : t('icebreaker.price', { count: cost });
  return (
    <Modal
      open={open}
      title={t('icebreaker.title', { name: profile.name })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      <p>{t('icebreaker.intro')}</p>
      <Lines>
        {icebreakers(profile, t).map((line) => (
          <li key={line}>
            <Line type="button" onClick={() => onChoose(line)}>
              <span>{line}</span>
              <small>{price}</small>
            </Line>
          </li>
        ))}
      </Lines>
    </Modal>
  );
}
