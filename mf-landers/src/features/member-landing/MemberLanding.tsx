import type { ProfileCard } from '@amora/contracts';
import { countryName, up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges } from '../lander/parts';
import type { SignupCta } from '../lander/useSignupCta';
import { GLYPHS } from '../lander/glyphs';
import { useLanderText } from '../lander/lander-env';

/** landing: the member's profile card; landing2: a message from them; landing3: a match. */
export type MemberLandingStyle = 'profile' | 'message' | 'match';

const Stage = styled.section<{ $style: MemberLandingStyle }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  text-align: center;
  background: ${({ $style, theme }) =>
    $style === 'match'
      ? `linear-gradient(160deg, ${theme.colors.unreadMessages}, ${theme.colors.secondary})`
      : $style === 'message'
        ? theme.colors.background
        : `linear-gradient(180deg, ${theme.colors.secondary}, ${theme.colors.text})`};
  color: ${({ $style, theme }) => ($style === 'message' ? theme.colors.text : theme.colors.surface)};
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space(12)};
  }
`;

const Portrait = styled.div`
  width: min(62vw, 280px);
  aspect-ratio: 3 / 4;
  max-height: 42vh;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  ${up('md')} {
    width: 320px;
    max-height: none;
  }
`;

const Pair = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  > div {
    width: min(36vw, 160px);
    aspect-ratio: 1;
    overflow: hidden;
    border: 4px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.overlay};
  }
  > span {
    margin: 0 ${({ theme }) => theme.space(-3)};
    z-index: 1;
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    font-size: 1.75rem;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.unreadMessages};
  }
`;

const Visitor = styled.div`
  display: grid;
  place-items: center;
  font-size: 3.5rem;
  color: ${({ theme }) => theme.colors.surface};
`;

const Chat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(100%, 440px);
  padding: ${({ theme }) => theme.space(4)};
  text-align: left;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  header > div {
    width: 48px;
    height: 48px;
    overflow: hidden;
    border-radius: 50%;
  }
  header small {
    display: block;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Bubble = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-top-left-radius: 4px;
  background: ${({ theme }) => theme.colors.background};
`;

const Blurred = styled(Bubble)`
  filter: blur(5px);
  user-select: none;
`;

const Details = styled.p`
  margin: 0;
  opacity: 0.9;
`;

const Others = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 48px;
    height: 48px;
    overflow: hidden;
    border-radius: 50%;
  }
`;

export interface MemberLandingProps {
  member: ProfileCard;
  others: ProfileCard[];
  style: MemberLandingStyle;
  cta: SignupCta;
}

/** The three member landings share the member's card, the words and the call to action. */
export function MemberLanding({ member, others, style, cta }: MemberLandingProps) {
  const { t, i18n } = useLanderText();
  const place = [member.city, countryName(member.country, i18n.language)].filter(Boolean).join(', ');
  const details = t('member.details', { age: member.age, place });
  const action = t('member.cta', { name: member.name });

  return (
    <Stage $style={style} aria-labelledby="lander-title">
      {style === 'profile' ? (
        <>
          <Portrait>
            <MemberPhoto card={member} size="match" priority />
          </Portrait>
          <Headline id="lander-title">{t('member.profileTitle', { name: member.name })}</Headline>
          <Details>{details}</Details>
        </>
      ) : null}
      {style === 'message' ? (
        <>
          <Headline id="lander-title">{t('member.messageTitle', { name: member.name })}</Headline>
          <Chat>
            <header>
              <div>
                <MemberPhoto card={member} size="thumb" priority />
              </div>
              <div>
                <strong>{member.name}</strong>
                <small>{t('member.online')}</small>
              </div>
            </header>
            <Bubble>{t('member.messageOpen')}</Bubble>
            <Blurred aria-hidden="true">{t('member.messageHidden')}</Blurred>
            <Lead as="p">{t('member.messageLocked')}</Lead>
          </Chat>
        </>
      ) : null}
      {style === 'match' ? (
        <>
          <Pair>
            <Visitor aria-hidden="true">{GLYPHS.unknown}</Visitor>
            <span aria-hidden="true">{GLYPHS.heart}</span>
            <div>
              <MemberPhoto card={member} size="thumb" priority />
            </div>
          </Pair>
          <Headline id="lander-title">{t('member.matchTitle', { name: member.name })}</Headline>
          <Details>{details}</Details>
        </>
      ) : null}
      <CtaButton cta={cta} tone={style === 'message' ? 'primary' : 'light'}>
        {action}
      </CtaButton>
      <TrustBadges />
      {others.length ? (
        <Others aria-label={t('member.others')}>
          {others.slice(0, 5).map((card) => (
            <li key={card.id}>
              <MemberPhoto card={card} size="thumb" decorative />
            </li>
          ))}
        </Others>
      ) : null}
    </Stage>
  );
}
