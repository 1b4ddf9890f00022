import { paths, type PricesResponse } from '@amora/contracts';
import {
  Button,
  countryName,
  PageIntro,
  PlatformLink,
  QueryProblem,
  Spinner,
  up,
  usePlatform,
  useSession,
  VisuallyHidden,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { usePublicPrices } from '../../api/payments';
import { NAMESPACE } from '../../i18n';
import { CountrySwitch } from '../credits/CountrySwitch';
import { paymentPaths } from '../shared/payment-paths';
import { Actions, ButtonLink, Card, Page } from '../shared/Page';
import { CostList } from './CostList';
import { PriceTable } from './PriceTable';

/** One column on a phone and a tablet; the bundles and the costs side by side from 992 px. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Unlocks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** What the first purchase changes, in the premium page's words, so both pages say the same. */
const PREMIUM_UNLOCKS = [
  'premium.benefit.photos.text',
  'premium.benefit.chat.text',
  'premium.benefit.uploads.text',
  'premium.benefit.keeps.text',
] as const;

/** Visitors: buying needs an account, so the list ends with sign-up and login. */
function VisitorActions() {
  const { t } = useTranslation(NAMESPACE);
  const { events } = usePlatform();
  return (
    <>
      <p>{t('pricing.visitorNote')}</p>
      <Actions>
        <Button variant="primary" onClick={() => events.emit('signup:start', {})}>
          {t('pricing.signup')}
        </Button>
        <PlatformLink to={paths.login()}>{t('pricing.login')}</PlatformLink>
      </Actions>
    </>
  );
}

interface BundlesProps {
  prices: PricesResponse;
  /** A list of another country is on its way (the previous one stays on screen meanwhile). */
  busy: boolean;
  member: boolean;
  onCountry: (country: string) => void;
}

/** The country switch, the four bundles in its currency and the way to buy them. */
function Bundles({ prices, busy, member, onCountry }: BundlesProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const caption = t('pricing.caption', { country: countryName(prices.country, i18n.language) });
  return (
    <Stack>
      <CountrySwitch country={prices.country} countries={prices.countries} onChange={onCountry} />
      <div aria-busy={busy || undefined}>
        <PriceTable bundles={prices.bundles} caption={caption} />
      </div>
      {/* Said once the list of the chosen country is in: the table changed under the select. */}
      <VisuallyHidden role="status">{busy ? t('pricing.loading') : caption}</VisuallyHidden>
      <Muted>{t('pricing.feeNote')}</Muted>
      <p>{t('pricing.premiumNote')}</p>
      <p id="pricing-unlocks">{t('pricing.premiumUnlocks')}</p>
      <Unlocks aria-labelledby="pricing-unlocks">
        {PREMIUM_UNLOCKS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Unlocks>
      {member ? (
        <Actions>
          <ButtonLink as={Link} to={paymentPaths.credits({ country: prices.country })}>
            {t('pricing.buy')}
          </ButtonLink>
        </Actions>
      ) : (
        <VisitorActions />
      )}
      <PlatformLink to={paths.info('return-policy')}>{t('pricing.refunds')}</PlatformLink>
    </Stack>
  );
}

/**
 * `/pricing`: the public price list, for visitors as for members (prices must be readable before
 * anyone signs up). The bundles of a country with the country switch `/credits` has, and what a
 * message, a photo and a gift cost beside them. The country lives in the URL like on `/credits`;
 * without one the server picks the visitor's, and a member starts at their profile's country.
 */
export function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status, user } = useSession();
  const settings = usePlatform().getSettings();
  const [params, setParams] = useSearchParams();
  const country = params.get('country') ?? (user?.profile.country || null);
  // Waits for the session: a member starts at their profile's country, a visitor at the server's pick.
  const prices = usePublicPrices(country, status !== 'unknown');

  const chooseCountry = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('country', next);
        return query;
      },
      { replace: true },
    );

  let content;
  if (prices.data)
    content = (
      <Columns>
        <Card as="section" aria-labelledby="pricing-bundles">
          <h2 id="pricing-bundles">{t('pricing.bundlesTitle')}</h2>
          <Bundles
            prices={prices.data}
            busy={prices.isPlaceholderData}
            member={status === 'authenticated'}
            onCountry={chooseCountry}
          />
        </Card>
        <Card as="section" aria-labelledby="pricing-costs">
          <h2 id="pricing-costs">{t('pricing.costsTitle')}</h2>
          <CostList prices={prices.data} signupCredits={settings?.signup_credits ?? 0} />
        </Card>
      </Columns>
    );
  else if (prices.isError)
    content = (
      <QueryProblem level={2} query={prices} title={t('pricing.loadError')} retryLabel={t('action.retry')} />
    );
  else content = <Spinner label={t('pricing.loading')} block />;

  return (
    <Page aria-labelledby="pricing-title">
      <h1 id="pricing-title">{t('pricing.title')}</h1>
      <PageIntro>{t('pricing.intro')}</PageIntro>
      {content}
    </Page>
  );
}
