import { Alert, PageIntro, up, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { paymentPaths } from '../shared/payment-paths';
import { ButtonLink, Card, Page } from '../shared/Page';

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Claim = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
`;

/** What premium gives (spec section 6), each with a short explanation. */
const BENEFITS = ['photos', 'uploads', 'badge', 'keeps', 'chat'] as const;

/**
 * `/premium`: what premium gives and how to get it. Any paid purchase makes a member premium for
 * good, so the way in is the credits page.
 */
export function PremiumPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  return (
    <Page aria-labelledby="premium-title">
      <Card>
        <h1 id="premium-title">{t('premium.title')}</h1>
        <PageIntro>{t('premium.intro')}</PageIntro>
        {user?.paid_user ? <Alert tone="success">{t('premium.already')}</Alert> : null}
        <Benefits>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <strong>{t(`premium.benefit.${benefit}.title`)}</strong>
              {t(`premium.benefit.${benefit}.text`)}
            </li>
          ))}
        </Benefits>
        <Claim>{t('premium.claim')}</Claim>
        {user ? (
          <ButtonLink as={Link} to={paymentPaths.credits()}>
            {user.paid_user ? t('premium.moreCredits') : t('premium.cta')}
          </ButtonLink>
        ) : (
          <ButtonLink as={Link} to={paymentPaths.pricing()}>
            {t('premium.seePrices')}
          </ButtonLink>
        )}
      </Card>
    </Page>
  );
}
