import {
  countryName,
  MutedText,
  PageIntro,
  PlatformLink,
  Spinner,
  TermList,
  usePlatform,
  useSession,
  Button,
} from '@amora/ui';
import { paths } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useCreditsOffer } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink, Card, Page } from '../shared/Page';
import { PriceTable } from './PriceTable';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The logged-in member's price list: the bundles of their payment country, as the server prices them. */
function MemberPrices() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const offer = useCreditsOffer(null);
  if (offer.isPending) return <Spinner label={t('pricing.loading')} block />;
  if (!offer.data) return <MutedText role="alert">{t('pricing.loadError')}</MutedText>;
  return (
    <>
      <PriceTable
        bundles={offer.data.bundles}
        caption={t('pricing.caption', { country: countryName(offer.data.country, i18n.language) })}
      />
      <Actions>
        <ButtonLink as={Link} to={paymentPaths.credits()}>
          {t('pricing.buy')}
        </ButtonLink>
      </Actions>
    </>
  );
}

/**
 * Visitors: bundle prices depend on the payment country and are priced by the server for a member
 * (there is no public price call), so the page explains and leads to sign-up or login.
 */
function VisitorPrices() {
  const { t } = useTranslation(NAMESPACE);
  const { events } = usePlatform();
  return (
    <>
      <p>{t('pricing.visitor')}</p>
      <Actions>
        <Button variant="primary" onClick={() => events.emit('signup:start', {})}>
          {t('pricing.signup')}
        </Button>
        <PlatformLink to={paths.login()}>{t('pricing.login')}</PlatformLink>
      </Actions>
    </>
  );
}

/**
 * `/pricing`: the public price list. What things cost in credits (the site's settings) for
 * everyone; the bundles in money for a logged-in member.
 */
export function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status } = useSession();
  const settings = usePlatform().getSettings();
  const costs: Array<readonly [string, string]> = settings
    ? [
        [t('pricing.message'), t('pricing.creditsCount', { count: settings.message_credits })],
        [t('pricing.photo'), t('pricing.creditsCount', { count: settings.photo_credits })],
        [t('pricing.gift'), t('pricing.creditsCount', { count: settings.gift_credits })],
      ]
    : [];
  return (
    <Page $narrow aria-labelledby="pricing-title">
      <h1 id="pricing-title">{t('pricing.title')}</h1>
      <PageIntro>{t('pricing.intro')}</PageIntro>
      <Sections>
        {costs.length ? (
          <Card as="section" aria-labelledby="pricing-costs">
            <h2 id="pricing-costs">{t('pricing.costsTitle')}</h2>
            <TermList items={costs} />
            {settings && settings.signup_credits > 0 ? (
              <p>{t('pricing.signupCredits', { count: settings.signup_credits })}</p>
            ) : null}
          </Card>
        ) : null}
        <Card as="section" aria-labelledby="pricing-bundles">
          <h2 id="pricing-bundles">{t('pricing.bundlesTitle')}</h2>
          {status === 'authenticated' ? <MemberPrices /> : null}
          {status === 'anonymous' ? <VisitorPrices /> : null}
          {status === 'unknown' ? <Spinner label={t('pricing.loading')} block /> : null}
          <p>{t('pricing.premiumNote')}</p>
          <PlatformLink to={paths.info('return-policy')}>{t('pricing.refunds')}</PlatformLink>
        </Card>
      </Sections>
    </Page>
  );
}
