import type { PaymentState } from '@amora/contracts';
import { Alert, PlatformLink } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditsOffer } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { isCardMethod, methodName, walletsAmong } from '../../lib/methods';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink } from '../shared/Page';
import { useReturnChat } from './useReturnChat';

/**
 * A payment that failed, was cancelled or expired: no credits moved. A card payment offers a
 * retry with the card or a wallet (spec section 8, 'Credit card payment failed'); any other
 * method the choice of another method for the same bundle.
 */
export function PaymentFailed({ payment }: { payment: PaymentState }) {
  const { t } = useTranslation(NAMESPACE);
  const card = isCardMethod(payment.method);
  const returnChat = useReturnChat();
  // The wallets offered to this member, for the card case only.
  const offer = useCreditsOffer(null, card);
  const wallets = card ? walletsAmong(offer.data?.methods ?? []) : [];

  if (card)
    return (
      <>
        <h1>{t('result.cardFailedTitle')}</h1>
        <Alert tone="danger">{t('result.cardFailed')}</Alert>
        <p>{t('result.cardFailedHint')}</p>
        <Actions>
          <ButtonLink as={Link} to={paymentPaths.method(payment.bundle, payment.method)}>
            {t('result.retryCard')}
          </ButtonLink>
          {wallets.map((wallet) => (
            <ButtonLink
              key={wallet.id}
              $variant="ghost"
              as={Link}
              to={paymentPaths.method(payment.bundle, wallet.id)}
            >
              {t('result.payWith', { method: methodName(wallet.id, t) })}
            </ButtonLink>
          ))}
          <Link to={paymentPaths.method(payment.bundle)}>{t('result.tryAnother')}</Link>
        </Actions>
      </>
    );
  return (
    <>
      <h1>{t('result.failedTitle')}</h1>
      <Alert tone="danger">{t('result.failed')}</Alert>
      <Actions>
        <ButtonLink as={Link} to={paymentPaths.method(payment.bundle)}>
          {t('result.tryAnother')}
        </ButtonLink>
        <Link to={paymentPaths.credits()}>{t('result.toBundles')}</Link>
        {returnChat ? <PlatformLink to={returnChat}>{t('result.toConversation')}</PlatformLink> : null}
      </Actions>
    </>
  );
}
