import { MESSAGES_NAMESPACE, type Gift } from '@amora/contracts';
import { Button, Modal, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGifts } from '../../api/chats';
import { NAMESPACE } from '../../i18n';
import { GiftPicture } from '../shared/GiftPicture';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

/** A gift the balance does not cover: dashed and muted, with what is missing (still opens the purchase). */
const Choice = styled.button<{ $short: boolean }>`
  width: 100%;
  height: 100%;
  min-height: 44px;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border: 1px ${({ $short }) => ($short ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $short }) => ($short ? theme.colors.background : theme.colors.surface)};
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  & > span:first-child {
    font-size: 2rem;
    line-height: 1;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  em {
    font-style: normal;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.danger};
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

/**
 * The gift catalogue with prices; choosing one sends it (its price is on the button). A gift the
 * balance does not cover says so before the tap, with how many credits are missing.
 */
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
          {gifts.data.map((gift) => {
            const missing = Math.max(0, gift.credits - balance);
            const label = t('gifts.send', { name: gift.name, count: gift.credits });
            return (
              <li key={gift.id}>
                <Choice
                  type="button"
                  $short={missing > 0}
                  aria-label={missing > 0 ? `${label}. ${t('gifts.missing', { count: missing })}` : label}
                  onClick={() => onChoose(gift)}
                >
                  <GiftPicture gift={gift} size="2rem" />
                  <span>{gift.name}</span>
                  <small>{t('gifts.price', { count: gift.credits })}</small>
                  {missing > 0 ? <em>{t('gifts.missing', { count: missing })}</em> : null}
                </Choice>
              </li>
            );
          })}
        </Grid>
      ) : null}
    </Modal>
  );
}
