import { MESSAGES_NAMESPACE, type Gift } from '@amora/contracts';
import { Button, Modal, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGifts } from '../../api/chats';
import { NAMESPACE } from '../../i18n';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.button`
  width: 100%;
  min-height: 44px;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  span:first-child {
    font-size: 2rem;
    line-height: 1;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Balance = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface GiftDialogProps {
  open: boolean;
  name: string;
  balance: number;
  onChoose: (gift: Gift) => void;
  onClose: () => void;
}

/** The gift catalogue with prices; choosing one sends it (its price is on the button). */
export function GiftDialog({ open, name, balance, onChoose, onClose }: GiftDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const gifts = useGifts(open);
  return (
    <Modal open={open} title={t('gifts.title', { name })} closeLabel={t('dialog.close')} onClose={onClose}>
      <Balance>{t('gifts.balance', { count: balance })}</Balance>
      {gifts.isPending ? <Spinner block label={t('gifts.loading')} /> : null}
      {gifts.isError ? (
        <p role="alert">
          {tm('errors.generic')}
          <Button variant="ghost" onClick={() => void gifts.refetch()}>
            {t('list.retry')}
          </Button>
        </p>
      ) : null}
      {gifts.data ? (
        <Grid>
          {gifts.data.map((gift) => (
            <li key={gift.id}>
              <Choice
                type="button"
                aria-label={t('gifts.send', { name: gift.name, count: gift.credits })}
                onClick={() => onChoose(gift)}
              >
                <span aria-hidden="true">{gift.symbol}</span>
                <span>{gift.name}</span>
                <small>{t('gifts.price', { count: gift.credits })}</small>
              </Choice>
            </li>
          ))}
        </Grid>
      ) : null}
    </Modal>
  );
}
