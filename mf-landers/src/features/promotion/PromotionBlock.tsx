import type { SiteSettings, TrackingParams } from '@amora/contracts';
import { up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Block = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.surface};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.secondary},
    ${({ theme }) => theme.colors.unreadMessages}
  );
  ${up('md')} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  small {
    opacity: 0.85;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  a {
    display: inline-grid;
    place-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The partner link with the visitor's tracking parameters (network, ref, sub1-3) added, so the
 * partner can pay out for this site's traffic. Null without a usable http(s) partner URL.
 */
export function partnerLink(partnerUrl: string | null, tracking: TrackingParams | null): string | null {
  if (!partnerUrl) return null;
  let url: URL;
  try {
    url = new URL(partnerUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, value] of Object.entries(tracking ?? {})) if (value) url.searchParams.set(key, value);
  return url.toString();
}

export interface PromotionBlockProps {
  settings: SiteSettings | null;
  tracking: TrackingParams | null;
}

/**
 * The spec's member-resell and live-cam promotion: shown only where the site turns it on
 * (`member_resell`) and names its partner (`partner_url`), both site data.
 */
export function PromotionBlock({ settings, tracking }: PromotionBlockProps) {
  const { t } = useTranslation(NAMESPACE);
  const href = settings?.member_resell ? partnerLink(settings.partner_url, tracking) : null;
  if (!href) return null;
  return (
    <Block aria-labelledby="promotion-title">
      <div>
        <small>{t('promotion.label')}</small>
        <h2 id="promotion-title">{t('promotion.title')}</h2>
        <p>{t('promotion.text')}</p>
      </div>
      <a href={href} rel="noopener sponsored" target="_blank">
        {t('promotion.cta')}
      </a>
    </Block>
  );
}
