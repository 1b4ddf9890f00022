import type { Bundle } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatCount, formatMoney, formatPricePerCredit } from '../../lib/money';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Popular = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

/** The bundles of one payment country as a plain price list. */
export function PriceTable({ bundles, caption }: { bundles: readonly Bundle[]; caption: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.colCredits')}</th>
          <th scope="col">{t('pricing.colPrice')}</th>
          <th scope="col">{t('pricing.colPerCredit')}</th>
        </tr>
      </thead>
      <tbody>
        {bundles.map((bundle) => (
          <tr key={bundle.id}>
            <th scope="row">
              {formatCount(bundle.credits, locale)}
              {bundle.popular ? <Popular>{t('pricing.popular')}</Popular> : null}
            </th>
            <td>{formatMoney(bundle.price, bundle.currency, locale)}</td>
            <td>{formatPricePerCredit(bundle, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
