import { Icon, up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle } from '../lander/parts';
import type { SignupCta } from '../lander/useSignupCta';
import type { FamilyProps } from './family-props';
import { GLYPHS } from '../lander/glyphs';
import { useLanderText } from '../lander/lander-env';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${up('lg')} {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
    padding-top: ${({ theme }) => theme.space(8)};
  }
`;

// `min-width: 0`: a grid item grows to its content by default: the scrolling stories row must not
// widen it.
const Side = styled.section`
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
    h1 {
      font-size: 2.25rem;
    }
  }
`;

const Stories = styled.ul`
  justify-self: stretch;
  max-width: 100%;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  overflow-x: auto;
  list-style: none;
  li {
    flex: 0 0 auto;
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    width: 68px;
    font-size: 0.75rem;
    text-align: center;
  }
  li > div {
    width: 60px;
    height: 60px;
    padding: 2px;
    overflow: hidden;
    border-radius: 50%;
    background: linear-gradient(
      45deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.unreadMessages}
    );
  }
  li > div > * {
    border-radius: 50%;
  }
`;

const Feed = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Post = styled.li`
  max-width: 460px;
  width: 100%;
  justify-self: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
  }
  header > div {
    width: 40px;
    height: 40px;
    overflow: hidden;
    border-radius: 50%;
  }
  header p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  header strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Photo = styled.div`
  aspect-ratio: 3 / 4;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  a {
    flex: 1;
    min-height: 44px;
    display: grid;
    place-items: center;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

function PostActions({ cta, name }: { cta: SignupCta; name: string }) {
  const { t } = useLanderText();
  return (
    <Actions>
      <a href={cta.href} onClick={cta.onClick} aria-label={t('social.likeLabel', { name })}>
        {GLYPHS.heart} {t('social.like')}
      </a>
      <a href={cta.href} onClick={cta.onClick} aria-label={t('social.messageLabel', { name })}>
        <Icon name="chat" /> {t('social.message')}
      </a>
    </Actions>
  );
}

/**
 * `socialnetwork`: the look of a social feed: stories of members along the top, the pitch with
 * the call to action beside the feed, and posts whose like and message buttons open sign-up.
 */
export function SocialLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const posts = data.members.slice(0, 4);
  return (
    <Page>
      <Side aria-labelledby="lander-title">
        <Stories aria-label={t('social.stories')}>
          {data.members.slice(0, 8).map((card, index) => (
            <li key={card.id}>
              <div>
                <MemberPhoto card={card} size="thumb" priority={index < 5} decorative />
              </div>
              {card.name}
            </li>
          ))}
        </Stories>
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <TrustBadges />
      </Side>
      <section aria-label={t('social.feed')}>
        {posts.length === 0 ? <Lead>{t('members.empty')}</Lead> : null}
        <Feed>
          {posts.map((card) => (
            <Post key={card.id}>
              <header>
                <div>
                  <MemberPhoto card={card} size="thumb" decorative />
                </div>
                <p>
                  <strong>{cardTitle(card)}</strong>
                  {t('social.posted')}
                </p>
              </header>
              <Photo>
                <MemberPhoto card={card} size="match" />
              </Photo>
              <PostActions cta={cta} name={card.name} />
            </Post>
          ))}
        </Feed>
      </section>
    </Page>
  );
}
