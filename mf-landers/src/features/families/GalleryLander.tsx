import { up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle, memberGrid } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useLanderText } from '../lander/lander-env';

const Page = styled.section`
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(24)};
  ${up('md')} {
    padding-bottom: ${({ theme }) => theme.space(10)};
  }
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${up('md')} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const Grid = styled.ul`
  ${memberGrid(4)}
`;

const Item = styled.li<{ $locked: boolean }>`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.border};
  img {
    filter: ${({ $locked }) => ($locked ? 'blur(14px) saturate(0.8)' : 'none')};
    transform: ${({ $locked }) => ($locked ? 'scale(1.15)' : 'none')};
  }
`;

const Label = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.surface};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
  font-weight: 600;
  small {
    display: block;
    font-weight: 400;
    opacity: 0.9;
  }
`;

const Lock = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** On phones the call to action stays at the bottom of the screen while the gallery scrolls. */
const Sticky = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  ${up('md')} {
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
  }
`;

/** Photos past this many are shown blurred: the rest of the gallery is for members. */
const OPEN_PHOTOS = 6;

/**
 * `gallery`: a photo gallery of members with name, age and city; the last rows are blurred
 * behind a lock that opens with sign-up, and the call to action stays in reach on phones.
 */
export function GalleryLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  return (
    <Page aria-labelledby="lander-title">
      <Intro>
        <div>
          <Headline id="lander-title">{copy.headline}</Headline>
          <Lead>{copy.lead}</Lead>
        </div>
        <Sticky>
          <CtaButton cta={cta} wide>
            {copy.cta}
          </CtaButton>
        </Sticky>
      </Intro>
      {data.members.length === 0 ? <Lead>{t('members.empty')}</Lead> : null}
      <Grid>
        {data.members.map((card, index) => {
          const locked = index >= OPEN_PHOTOS;
          return (
            <Item key={card.id} $locked={locked}>
              <MemberPhoto card={card} size="match" priority={index < 2} decorative={locked} />
              {locked ? (
                <Lock>{t('gallery.locked')}</Lock>
              ) : (
                <Label>
                  {cardTitle(card)}
                  {card.city ? <small>{card.city}</small> : null}
                </Label>
              )}
            </Item>
          );
        })}
      </Grid>
      <TrustBadges />
    </Page>
  );
}
