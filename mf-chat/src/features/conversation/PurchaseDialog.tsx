import { paths } from '@amora/contracts';
import { Button, DialogActions, Modal, PlatformLink } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

/** A real link (new tab, copy address) that looks like the dialog's primary button. */
const BuyLink = styled(PlatformLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export interface PurchaseDialogProps {
  /** The server's reason (price and balance, translated); null: closed. */
  message: string | null;
  onClose: () => void;
  /** The member follows the link to buy credits (the chat remembers where to come back to). */
  onBuy: () => void;
}

/**
 * Not enough credits for the message: the way to buy them. The unsent message stays in the log
 * with a retry, so after buying the member sends it with the same client id.
 */
export function PurchaseDialog({ message, onClose, onBuy }: PurchaseDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={message !== null}
      title={t('purchase.title')}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      <p>{message}</p>
      <p>{t('purchase.text')}</p>
      <DialogActions>
        <BuyLink to={paths.credits()} onClick={onBuy}>
          {t('purchase.buy')}
        </BuyLink>
        <Button variant="ghost" onClick={onClose}>
          {t('purchase.later')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
