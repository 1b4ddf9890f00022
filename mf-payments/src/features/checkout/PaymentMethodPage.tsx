import { BUNDLE_IDS, PAYMENT_METHODS, type BundleId, type PaymentMethod } from '@amora/contracts';
import {
  Alert,
  Button,
  ErrorPanel,
  QueryProblem,
  Spinner,
  up,
  useApiProblem,
  useRequireMember,
} from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useCreditsOffer } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { formatMoney, orderTotal } from '../../lib/money';
import { previewDiscount } from '../credits/discount-rules';
import { DiscountNotice } from '../credits/DiscountNotice';
import { useOrderDiscount } from '../credits/useOrderDiscount';
import { paymentPaths } from '../shared/payment-paths';
import { Card, Page } from '../shared/Page';
import { MethodChoice } from './MethodChoice';
import { OrderSummary } from './OrderSummary';
import { usePay } from './usePay';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(4)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Summary = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

const isBundle = (id: string | undefined): id is BundleId =>
  (BUNDLE_IDS as readonly string[]).includes(id ?? '');
const isMethod = (id: string | undefined): id is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(id ?? '');

/**
 * `/credits/{bundle}/{method?}`: the methods of the payment country with their fee, the order's
 * total and Pay. The chosen method is part of the URL (a link can preselect it; repeat order does).
 */
export function PaymentMethodPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { status } = useRequireMember();
  const navigate = useNavigate();
  const { id, paymentmethod } = useParams();
  const [params] = useSearchParams();
  const country = params.get('country');
  const code = params.get('code');
  const offer = useCreditsOffer(country, status === 'authenticated' && isBundle(id));
  const order = useOrderDiscount(status === 'authenticated' ? code : null);
  const payment = usePay();
  const payProblem = useApiProblem(payment.error);
  // The URL holds the choice, but the router commits a navigation in a transition: until it does,
  // the radio shows the member's pick instead of flicking back to the old one (an urgent update).
  const [pick, setPick] = useState<{ from: string | undefined; to: PaymentMethod } | null>(null);
  const chosen = pick && pick.from === paymentmethod ? pick.to : paymentmethod;

  if (!isBundle(id))
    return (
      <ErrorPanel
        title={t('checkout.unknownBundle')}
        actions={<Link to={paymentPaths.credits()}>{t('checkout.backToBundles')}</Link>}
      />
    );
  if (status !== 'authenticated' || offer.isPending) return <Spinner label={t('checkout.loading')} block />;
  if (!offer.data)
    return (
      <QueryProblem level={1} query={offer} title={t('credits.loadError')} retryLabel={t('action.retry')} />
    );

  const bundle = offer.data.bundles.find((b) => b.id === id);
  const query = { country, code };
  if (!bundle)
    return (
      <ErrorPanel
        title={t('checkout.notSoldHere')}
        actions={<Link to={paymentPaths.credits(query)}>{t('checkout.backToBundles')}</Link>}
      />
    );
  const { methods } = offer.data;
  const method = isMethod(chosen) ? (methods.find((m) => m.id === chosen) ?? null) : null;
  const fee = method && method.id !== 'directdebit' ? method.fee : 0;
  const discount = order.discount
    ? previewDiscount(order.discount, bundle, offer.data.country, method?.id).amount
    : 0;
  const total = orderTotal(bundle.price, discount, fee);
  const choose = (next: PaymentMethod) => {
    setPick({ from: paymentmethod, to: next });
    void navigate(paymentPaths.method(bundle.id, next, query), { replace: true });
  };

  return (
    <Page aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {params.get('repeat') ? <Alert tone="info">{t('repeat.notRepeatable')}</Alert> : null}
      {order.discount && order.source ? (
        <DiscountNotice discount={order.discount} source={order.source} secondsLeft={order.secondsLeft} />
      ) : null}
      {chosen && !method ? <Alert tone="warning">{t('checkout.methodNotOffered')}</Alert> : null}
      <Layout>
        <div>
          {methods.length === 0 ? (
            <p role="status">{t('checkout.noMethods')}</p>
          ) : (
            <MethodChoice
              methods={methods}
              value={method?.id ?? null}
              currency={bundle.currency}
              onChange={choose}
            />
          )}
          <Link to={paymentPaths.credits(query)}>{t('checkout.otherBundle')}</Link>
        </div>
        <Summary as="section" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.summaryTitle')}</h2>
          <OrderSummary bundle={bundle} discount={discount} fee={fee} />
          {order.discount && discount === 0 ? <p>{t('discount.notApplicable')}</p> : null}
          {payProblem ? <Alert tone="danger">{payProblem.message}</Alert> : null}
          <Button
            variant="primary"
            fullWidth
            disabled={!method}
            busy={payment.busy}
            onClick={() =>
              method &&
              payment.pay({
                bundle: bundle.id,
                method: method.id,
                country,
                discountCode: discount > 0 ? (order.discount?.code ?? null) : null,
              })
            }
          >
            {payment.busy
              ? t('checkout.creating')
              : method?.id === 'directdebit'
                ? t('checkout.continueDirectDebit')
                : t('checkout.pay', { total: formatMoney(total, bundle.currency, i18n.language) })}
          </Button>
          {!method ? <p>{t('checkout.chooseFirst')}</p> : null}
        </Summary>
      </Layout>
    </Page>
  );
}
