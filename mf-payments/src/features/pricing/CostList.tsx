import type { PricesResponse } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatCount, formatCreditsInMoney } from '../../lib/money';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  > div {
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Money = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface CostListProps {
  prices: PricesResponse;
  /** Credits a new member gets at sign-up (the site's setting; 0: none). */
  signupCredits: number;
}

/**
 * What a message, a photo and a gift cost in credits in the priced country, and in money from the
 * largest bundle's price per credit to the smallest's: a dating site must say what contact costs
 * before anyone pays.
 */
export function CostList({ prices, signupCredits }: CostListProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const { costs, bundles } = prices;
  const credits = (count: number) => t('pricing.creditsCount', { count });
  const giftCredits =
    costs.gift_min === costs.gift_max
      ? credits(costs.gift_min)
      : t('pricing.creditsRange', {
          min: formatCount(costs.gift_min, locale),
          max: formatCount(costs.gift_max, locale),
        });
  const rows: Array<[term: string, inCredits: string, inMoney: string | null]> = [
    [t('pricing.message'), credits(costs.message), formatCreditsInMoney(bundles, locale, costs.message)],
    [t('pricing.photo'), credits(costs.photo), formatCreditsInMoney(bundles, locale, costs.photo)],
    [t('pricing.gift'), giftCredits, formatCreditsInMoney(bundles, locale, costs.gift_min, costs.gift_max)],
  ];
  return (
    <>
      <List>
        {rows.map(([term, inCredits, inMoney]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {inCredits}
              {inMoney ? <Money>{t('pricing.inMoney', { price: inMoney })}</Money> : null}
            </dd>
          </div>
        ))}
      </List>
      {signupCredits > 0 ? <Note>{t('pricing.signupCredits', { count: signupCredits })}</Note> : null}
    </>
  );
}
