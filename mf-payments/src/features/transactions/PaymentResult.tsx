import { paths, type PaymentState } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, PlatformLink, QueryProblem, Spinner, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { formatCount, formatMoney } from '../../lib/money';
import { methodName } from '../../lib/methods';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink, Card, Page } from '../shared/Page';
import { PaymentFailed } from './PaymentFailed';
import { usePaymentPolling } from './usePaymentPolling';
import { useReturnChat } from './useReturnChat';

function Completed({ payment }: { payment: PaymentState }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { user } = useSession();
  const returnChat = useReturnChat();
  const locale = i18n.language;
  return (
    <>
      <h1>{t('result.completedTitle')}</h1>
      <Alert tone="success">
        {t('result.creditsAdded', {
          count: payment.credits,
          formatted: formatCount(payment.credits, locale),
        })}
      </Alert>
      <p>
        {t('result.balance', { count: payment.balance, formatted: formatCount(payment.balance, locale) })}
      </p>
      <p>
        {t('result.paid', {
          amount: formatMoney(payment.amount, payment.currency, locale),
          method: methodName(payment.method, t),
        })}
      </p>
      {user?.paid_user ? <p>{t('result.premium')}</p> : null}
      {/* A payment that settles inside a purchase pause is credited, and the pause starts again. */}
      {payment.cool_off_until ? (
        <Alert tone="info">
          {t('result.coolOffAgain', {
            until: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(payment.cool_off_until),
            ),
          })}
        </Alert>
      ) : null}
      <Actions>
        {/* Bought from a chat: the kept message waits there for the member to send it. */}
        {returnChat ? (
          <ButtonLink as={PlatformLink} to={returnChat}>
            {t('result.toConversation')}
          </ButtonLink>
        ) : null}
        <ButtonLink as={PlatformLink} to={paths.members()} $variant={returnChat ? 'ghost' : undefined}>
          {t('result.toMembers')}
        </ButtonLink>
        <Link to={paymentPaths.statement()}>{t('result.toStatement')}</Link>
      </Actions>
    </>
  );
}

function Pending({ gaveUp, checkAgain }: { gaveUp: boolean; checkAgain: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  if (gaveUp)
    return (
      <>
        <h1>{t('result.slowTitle')}</h1>
        <Alert tone="warning">{t('result.slow')}</Alert>
        <Actions>
          <Button variant="primary" onClick={checkAgain}>
            {t('result.checkAgain')}
          </Button>
          <Link to={paymentPaths.statement()}>{t('result.toStatement')}</Link>
        </Actions>
      </>
    );
  return (
    <>
      <h1>{t('result.pendingTitle')}</h1>
      <Spinner label={t('result.pending')} block />
      <p>{t('result.pendingHint')}</p>
    </>
  );
}

function Reversed({ payment }: { payment: PaymentState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h1>{t(payment.status === 'refunded' ? 'result.refundedTitle' : 'result.chargedBackTitle')}</h1>
      <p>{t(payment.status === 'refunded' ? 'result.refunded' : 'result.chargedBack')}</p>
      <Link to={paymentPaths.statement()}>{t('result.toStatement')}</Link>
    </>
  );
}

/** A payment id that is not one of the member's payments. */
export function PaymentNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ErrorPanel
      title={t('result.notFound')}
      actions={<Link to={paymentPaths.statement()}>{t('result.toStatement')}</Link>}
    />
  );
}

/**
 * `/transactions/{id}`: where the checkout sends the member back. Pending ('Please wait') until
 * the payment settles, then completed with the credits added, or failed/cancelled/expired with the
 * way to try again.
 */
export function PaymentResult({ id }: { id: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { query, gaveUp, checkAgain } = usePaymentPolling(id);

  if (query.isPending) return <Spinner label={t('result.loading')} block />;
  if (!query.data) {
    if (isHttpError(query.error) && query.error.status === 404) return <PaymentNotFound />;
    return (
      <QueryProblem level={1} query={query} title={t('result.loadError')} retryLabel={t('action.retry')} />
    );
  }

  const payment = query.data;
  let content;
  if (payment.status === 'pending') content = <Pending gaveUp={gaveUp} checkAgain={checkAgain} />;
  else if (payment.status === 'completed') content = <Completed payment={payment} />;
  else if (payment.status === 'refunded' || payment.status === 'charged_back')
    content = <Reversed payment={payment} />;
  else content = <PaymentFailed payment={payment} />;
  return (
    <Page $maxWidth={640}>
      {/* One live region: the pending text becomes the result, and screen readers hear it. */}
      <Card aria-live="polite">{content}</Card>
    </Page>
  );
}
