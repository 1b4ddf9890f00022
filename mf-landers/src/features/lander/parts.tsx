import type { ProfileCard } from '@amora/contracts';
import { up } from '@amora/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SignupCta } from './useSignupCta';
import { GLYPHS } from './glyphs';
import { useLanderEnv, useLanderText } from './lander-env';

/** The lander's call to action: one big, high-contrast link that opens sign-up. */
const CtaLink = styled.a<{ $tone: 'primary' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 1.125rem;
  font-weight: 700;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.popover};
  transition: transform 120ms ease;
  ${({ $tone, theme }) =>
    $tone === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}
  &:hover {
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export function CtaButton({
  cta,
  children,
  tone = 'primary',
  wide = false,
}: {
  cta: SignupCta;
  children: ReactNode;
  tone?: 'primary' | 'light';
  wide?: boolean;
}) {
  return (
    <CtaLink href={cta.href} onClick={cta.onClick} $tone={tone} style={wide ? { width: '100%' } : undefined}>
      {children}
      <span aria-hidden="true">{GLYPHS.arrow}</span>
    </CtaLink>
  );
}

export const Headline = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 6vw, 3rem);
  line-height: 1.1;
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.5;
  ${up('md')} {
    font-size: 1.1875rem;
  }
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.pill};
    opacity: 0.9;
  }
`;

/** The reassurances every lander shows beside its call to action. */
export function TrustBadges() {
  const { t } = useLanderText();
  return (
    <Badges aria-label={t('trust.label')}>
      <li>{t('trust.free')}</li>
      <li>{t('trust.discreet')}</li>
      <li>{t('trust.adults')}</li>
    </Badges>
  );
}

/** A member photo URL: the 600×800 match image, or the 300×300 thumbnail for small tiles. */
export function usePhotoUrl(): (card: ProfileCard, size: 'match' | 'thumb') => string | null {
  const prefix = useLanderEnv().settings?.cdn_prefix ?? '/media/';
  return (card, size) => {
    const image = card.main_image;
    if (!image) return null;
    return size === 'match' ? image.match : `${prefix}${image.thumb_filename}`;
  };
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

export interface MemberPhotoProps {
  card: ProfileCard;
  size: 'match' | 'thumb';
  /** Above the fold: fetched eagerly and early (the largest contentful paint). */
  priority?: boolean;
  /** Decorative when the name is printed beside it. */
  decorative?: boolean;
}

/**
 * A member's photo with its intrinsic size set (nothing shifts when it arrives) and lazy loading
 * below the fold.
 */
export function MemberPhoto({ card, size, priority = false, decorative = false }: MemberPhotoProps) {
  const { t } = useLanderText();
  const url = usePhotoUrl()(card, size);
  if (!url) return <Img as="span" role="presentation" />;
  const [width, height] = size === 'match' ? [600, 800] : [300, 300];
  return (
    <Img
      src={url}
      width={width}
      height={height}
      alt={decorative ? '' : t('card.photoAlt', { name: card.name })}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}

/** Member photos as a list in a grid: two columns on a phone, three from `sm`, `wide` from `lg`. */
export const memberGrid = (wide: number) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(${wide}, 1fr);
  }
`;

/** Name and age as a card caption. */
export function cardTitle(card: ProfileCard): string {
  return `${card.name}, ${card.age}`;
}
