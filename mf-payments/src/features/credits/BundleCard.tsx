import { useId } from 'react';
import type { Bundle } from '@amora/contracts';
import { up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatCount, formatMoney, formatPricePerCredit, orderTotal } from '../../lib/money';

const Item = styled.li<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('md')} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)}
      ${({ theme }) => theme.space(5)};
  }
`;

const Ribbon = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const Credits = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl} !important;
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 400;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Choose = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: auto;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface BundleCardProps {
  bundle: Bundle;
  /** The discount on this bundle in minor units (0: none). */
  discount: number;
  /** Where "Choose" leads: the method choice for this bundle. */
  to: string;
}

/** One credit bundle: credits, price (old and new with a discount), price per credit, popular. */
export function BundleCard({ bundle, discount, to }: BundleCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const headingId = useId();
  const locale = i18n.language;
  const price = formatMoney(orderTotal(bundle.price, discount, 0), bundle.currency, locale);
  const perCredit = formatPricePerCredit({ ...bundle, price: orderTotal(bundle.price, discount, 0) }, locale);
  return (
    <Item $popular={bundle.popular} aria-labelledby={headingId}>
      {bundle.popular ? <Ribbon>{t('bundle.popular')}</Ribbon> : null}
      <Credits id={headingId}>
        {t('bundle.credits', { count: bundle.credits, formatted: formatCount(bundle.credits, locale) })}
      </Credits>
      <Price>
        {discount > 0 ? (
          <>
            <del
              aria-label={t('bundle.oldPrice', { price: formatMoney(bundle.price, bundle.currency, locale) })}
            >
              {formatMoney(bundle.price, bundle.currency, locale)}
            </del>
            <span>{t('bundle.newPrice', { price })}</span>
          </>
        ) : (
          <span>{price}</span>
        )}
      </Price>
      <Muted>{t('bundle.perCredit', { price: perCredit })}</Muted>
      <Choose to={to} aria-describedby={headingId}>
        {t('bundle.choose')}
      </Choose>
    </Item>
  );
}
