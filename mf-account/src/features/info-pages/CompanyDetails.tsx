import type { CompanyInfo, Locale } from '@amora/contracts';
import { TermList, up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { countryName } from './placeholder-values';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Label above value on phones, side by side from tablets up. */
const Rows = styled(TermList)`
  margin: 0;
  > div {
    display: grid;
    margin-bottom: ${({ theme }) => theme.space(2)};
    ${up('md')} {
      grid-template-columns: 14rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(4)};
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export interface CompanyDetailsProps {
  company: CompanyInfo;
  locale: Locale;
}

/** Who runs the site: the legal details the terms, privacy and service pages must show. */
export function CompanyDetails({ company, locale }: CompanyDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const rows: Array<[label: string, value: string]> = [
    [t('info.company.name'), company.name],
    [t('info.company.address'), company.address],
    [t('info.company.city'), company.city],
    [t('info.company.country'), countryName(company.country, locale)],
    [t('info.company.kvk'), company.kvk],
    [t('info.company.vatNumbers'), company.vat_numbers.join(', ')],
    [t('info.company.tradenames'), company.tradenames.join(', ')],
  ];
  return (
    <Box aria-labelledby="info-company">
      <h2 id="info-company">{t('info.company.title')}</h2>
      <Rows items={rows.filter(([, value]) => value.trim() !== '')} />
    </Box>
  );
}
