import { Alert, Button, PageIntro, QueryProblem, Spinner, useApiProblem, useRequireMember } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCreditsOffer } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { methodName } from '../../lib/methods';
import { formatCount, formatMoney, orderTotal } from '../../lib/money';
import { OrderSummary } from '../checkout/OrderSummary';
import { usePay } from '../checkout/usePay';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink, Card, Page } from '../shared/Page';

/**
 * `/credits/repeat-order`: the last order again in one confirmation. Only with a method that can be
 * charged again (a stored card, PayPal, a mandate); otherwise the method choice with the bundle
 * preselected. Prices are today's in the order's country, and no discount: a welcome code is for a
 * first purchase.
 */
export function RepeatOrderPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { status } = useRequireMember();
  const own = useCreditsOffer(null, status === 'authenticated');
  const lastOrder = own.data?.last_order ?? null;
  // The order's own country decides prices and methods, which may differ from the profile's.
  const sameCountry = !lastOrder || lastOrder.country === own.data?.country;
  const there = useCreditsOffer(lastOrder?.country ?? null, Boolean(lastOrder) && !sameCountry);
  const offer = sameCountry ? own : there;
  const payment = usePay();
  const payProblem = useApiProblem(payment.error);

  if (status !== 'authenticated' || own.isPending || (lastOrder && offer.isPending))
    return <Spinner label={t('repeat.loading')} block />;
  if (!own.data || !offer.data)
    return (
      <QueryProblem
        level={1}
        query={own.data ? there : own}
        title={t('credits.loadError')}
        retryLabel={t('action.retry')}
      />
    );
  if (!lastOrder)
    return (
      <Page $maxWidth={640} aria-labelledby="repeat-title">
        <h1 id="repeat-title">{t('repeat.title')}</h1>
        <PageIntro>{t('repeat.empty')}</PageIntro>
        <ButtonLink as={Link} to={paymentPaths.credits()}>
          {t('repeat.toBundles')}
        </ButtonLink>
      </Page>
    );

  const bundle = offer.data.bundles.find((b) => b.id === lastOrder.bundle);
  const method = offer.data.methods.find((m) => m.id === lastOrder.method);
  if (!bundle || !method || !lastOrder.repeatable) {
    const query = { country: lastOrder.country, code: null };
    const to = paymentPaths.method(lastOrder.bundle, null, query);
    return <Navigate to={`${to}${to.includes('?') ? '&' : '?'}repeat=1`} replace />;
  }

  const fee = method.id === 'directdebit' ? 0 : method.fee;
  const total = formatMoney(orderTotal(bundle.price, 0, fee), bundle.currency, i18n.language);
  const name = methodName(method.id, t);
  return (
    <Page $maxWidth={640} aria-labelledby="repeat-title">
      <h1 id="repeat-title">{t('repeat.title')}</h1>
      <PageIntro>
        {t('repeat.intro', {
          credits: formatCount(bundle.credits, i18n.language),
          method: name,
        })}
      </PageIntro>
      <Card>
        <OrderSummary bundle={bundle} discount={0} fee={fee} />
        {payProblem ? <Alert tone="danger">{payProblem.message}</Alert> : null}
        <Actions>
          <Button
            variant="primary"
            busy={payment.busy}
            onClick={() =>
              payment.pay({
                bundle: bundle.id,
                method: method.id,
                country: lastOrder.country,
                discountCode: null,
                mandateOnFile: true,
              })
            }
          >
            {payment.busy ? t('checkout.creating') : t('repeat.confirm', { total, method: name })}
          </Button>
          <Link to={paymentPaths.method(bundle.id, null, { country: lastOrder.country })}>
            {t('repeat.otherMethod')}
          </Link>
        </Actions>
      </Card>
    </Page>
  );
}
