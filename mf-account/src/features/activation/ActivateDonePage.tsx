import { paths } from '@amora/contracts';
import { PlatformLink, up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
// Not from the shared react-i18next: `Trans` and its HTML parser stay in this chunk (ADR 0026).
import { Trans } from 'react-i18next/TransWithoutContext';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Page = styled.section`
  max-width: 960px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${up('md')} {
    margin-top: ${({ theme }) => theme.space(10)};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The sign-up credits this activation granted: the first thing a new member can use. */
const Welcome = styled.p`
  margin: 0 auto ${({ theme }) => theme.space(6)};
  max-width: 36rem;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-weight: 600;
`;

/** The server names the credits only on the click that granted them (a whole positive number). */
function welcomeCreditsOf(params: URLSearchParams): number {
  const value = Number(params.get('welcome_credits'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** A card; its link stretches over the whole card, so the card is one big tap target. */
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: left;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    font-weight: 600;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const CARDS = [
  {
    to: paths.profile(),
    title: 'activate.cardProfileTitle',
    text: 'activate.cardProfileText',
    link: 'activate.cardProfileLink',
  },
  {
    to: paths.premium(),
    title: 'activate.cardPremiumTitle',
    text: 'activate.cardPremiumText',
    link: 'activate.cardPremiumLink',
  },
  {
    to: paths.members(),
    title: 'activate.cardMembersTitle',
    text: 'activate.cardMembersText',
    link: 'activate.cardMembersLink',
  },
] as const;

/** `/activate/done`: the e-mail address is confirmed; three ways on. */
export function ActivateDonePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const welcomeCredits = welcomeCreditsOf(params);
  return (
    <Page aria-labelledby="activate-done-title">
      <h1 id="activate-done-title">{t('activate.doneTitle')}</h1>
      <Intro>{t('activate.doneIntro')}</Intro>
      {welcomeCredits > 0 && (
        <Welcome role="status">
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="activate.welcomeCredits"
            count={welcomeCredits}
            components={{ statement: <PlatformLink to={paths.statement()} /> }}
          />
        </Welcome>
      )}
      <Cards>
        {CARDS.map((card) => (
          <Card key={card.to}>
            <h2>{t(card.title)}</h2>
            <p>{t(card.text)}</p>
            <PlatformLink to={card.to}>{t(card.link)}</PlatformLink>
          </Card>
        ))}
      </Cards>
    </Page>
  );
}
