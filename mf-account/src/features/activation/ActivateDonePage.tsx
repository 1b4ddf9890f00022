import { paths } from '@amora/contracts';
import { PlatformLink, up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(NAMESPACE);
  return (
    <Page aria-labelledby="activate-done-title">
      <h1 id="activate-done-title">{t('activate.doneTitle')}</h1>
      <Intro>{t('activate.doneIntro')}</Intro>
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
