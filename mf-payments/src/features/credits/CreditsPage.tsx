import { PageIntro, QueryProblem, Spinner, up, useRequireMember } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useCreditsOffer } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { methodName } from '../../lib/methods';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, Page } from '../shared/Page';
import { BundleCard } from './BundleCard';
import { CountrySwitch } from './CountrySwitch';
import { DiscountCodeForm } from './DiscountCodeForm';
import { DiscountNotice } from './DiscountNotice';
import { previewDiscount } from './discount-rules';
import { useOrderDiscount } from './useOrderDiscount';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** One column on a phone, two from 576 px, four from 992 px. */
const Bundles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} 0 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * `/credits`: the four bundles of the payment country, the popular one marked, with the price per
 * credit and the discount that applies (the welcome bonus or a typed code, old and new price).
 * The country and the code live in the URL, so the method page and a reload keep them.
 */
export function CreditsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status } = useRequireMember();
  const [params, setParams] = useSearchParams();
  const country = params.get('country');
  const code = params.get('code');
  const offer = useCreditsOffer(country, status === 'authenticated');
  const order = useOrderDiscount(status === 'authenticated' ? code : null);

  const setParam = (name: 'country' | 'code', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (status !== 'authenticated' || offer.isPending) return <Spinner label={t('credits.loading')} block />;
  if (!offer.data)
    return (
      <QueryProblem level={1} query={offer} title={t('credits.loadError')} retryLabel={t('action.retry')} />
    );

  const { bundles, countries, last_order: lastOrder } = offer.data;
  const payingCountry = offer.data.country;
  const query = { country: country ?? null, code };
  return (
    <Page aria-labelledby="credits-title">
      <h1 id="credits-title">{t('credits.title')}</h1>
      <PageIntro>{t('credits.intro')}</PageIntro>
      {order.discount && order.source ? (
        <DiscountNotice discount={order.discount} source={order.source} secondsLeft={order.secondsLeft} />
      ) : null}
      <Controls>
        <CountrySwitch
          country={payingCountry}
          countries={countries}
          onChange={(next) => setParam('country', next)}
        />
        <DiscountCodeForm
          applied={code}
          error={order.lookup.error}
          checking={order.lookup.isFetching}
          onApply={(next) => setParam('code', next)}
        />
      </Controls>
      {bundles.length === 0 ? (
        <p role="status">{t('credits.noBundles')}</p>
      ) : (
        <Bundles aria-label={t('credits.bundlesLabel')} aria-busy={offer.isFetching || undefined}>
          {bundles.map((bundle) => (
            <BundleCard
              key={bundle.id}
              bundle={bundle}
              discount={order.discount ? previewDiscount(order.discount, bundle, payingCountry).amount : 0}
              to={paymentPaths.method(bundle.id, null, query)}
            />
          ))}
        </Bundles>
      )}
      <Actions>
        {lastOrder ? (
          <Link to={paymentPaths.repeatOrder()}>
            {t('credits.repeatLink', { method: methodName(lastOrder.method, t) })}
          </Link>
        ) : null}
        <Link to={paymentPaths.statement()}>{t('credits.statementLink')}</Link>
        <Link to={paymentPaths.premium()}>{t('credits.premiumLink')}</Link>
      </Actions>
    </Page>
  );
}
