import { Icon, up, type IconName } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useLanderText } from '../lander/lander-env';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.unreadMessages}
  );
  ${up('md')} {
    padding: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(6)};
  }
`;

const Faces = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 56px;
    height: 56px;
    margin-left: -12px;
    overflow: hidden;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
  }
  li:first-child {
    margin-left: 0;
  }
  ${up('md')} {
    li {
      width: 72px;
      height: 72px;
    }
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepIcon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  font-size: 2rem;
  background: ${({ theme }) => theme.colors.background};
`;

const STEPS = [
  { icon: 'pen', key: 'profile' },
  { icon: 'search', key: 'browse' },
  { icon: 'chat', key: 'chat' },
] as const satisfies ReadonlyArray<{ icon: IconName; key: string }>;

/**
 * `iconslanding`: a bright hero with a row of members' faces, then three illustrated steps
 * (create a profile, browse, chat) that say how simple it is.
 */
export function IconsLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  return (
    <>
      <Hero aria-labelledby="lander-title">
        {data.members.length ? (
          <Faces aria-label={t('icons.faces')}>
            {data.members.slice(0, 6).map((card, index) => (
              <li key={card.id}>
                <MemberPhoto card={card} size="thumb" priority={index < 6} decorative />
              </li>
            ))}
          </Faces>
        ) : null}
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta} tone="light">
          {copy.cta}
        </CtaButton>
        <TrustBadges />
      </Hero>
      <Steps aria-label={t('icons.stepsLabel')}>
        {STEPS.map((step) => (
          <Step key={step.key}>
            <StepIcon aria-hidden="true">
              <Icon name={step.icon} />
            </StepIcon>
            <h2>{t(`icons.${step.key}.title`)}</h2>
            <p>{t(`icons.${step.key}.text`)}</p>
          </Step>
        ))}
      </Steps>
    </>
  );
}
