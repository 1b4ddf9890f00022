import type { Bundle } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatCount, formatMoney, orderTotal } from '../../lib/money';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

export interface OrderSummaryProps {
  bundle: Bundle;
  discount: number;
  fee: number;
}

/** What the member pays: the bundle, the discount, the method's fee and the total. */
export function OrderSummary({ bundle, discount, fee }: OrderSummaryProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (minor: number) => formatMoney(minor, bundle.currency, i18n.language);
  return (
    <List aria-label={t('checkout.summaryLabel')}>
      <dt>
        {t('bundle.credits', {
          count: bundle.credits,
          formatted: formatCount(bundle.credits, i18n.language),
        })}
      </dt>
      <dd>{money(bundle.price)}</dd>
      {discount > 0 ? (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd>{money(-discount)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.feeLabel')}</dt>
      <dd>{money(fee)}</dd>
      <dt>{t('checkout.total')}</dt>
      <dd>{money(orderTotal(bundle.price, discount, fee))}</dd>
    </List>
  );
}
