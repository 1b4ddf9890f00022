import { regionKind, regionsQuery } from '@amora/platform';
import { RegionField, RetryButton, usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Retry = styled.div`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

export interface RegionSelectProps {
  country: string;
  /** The region's name as listed, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field, after a refused save. */
  error?: string | null;
}

/**
 * The region as a choice from `GET /api/regions.php` (the server accepts no other). Nothing to
 * ask without a country or where the country has no regions; a failed list can be asked again.
 */
export function RegionSelect({ country, value, onChange, error }: RegionSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const regions = useQuery(regionsQuery(usePlatform().http, country));
  return (
    <>
      <RegionField
        label={t(`completeSignup.regionLabel.${regionKind(country)}`)}
        country={country}
        regions={regions}
        value={value}
        onChange={onChange}
        error={error ?? (regions.isError ? t('completeSignup.regionsFailed') : null)}
        placeholder={t('completeSignup.choose')}
        loadingText={t('completeSignup.regionsLoading')}
        withoutList="hide"
        unlisted="drop"
        autoComplete="address-level1"
      />
      {regions.isError ? (
        <Retry>
          <RetryButton query={regions} label={t('completeSignup.regionsRetry')} variant="secondary" />
        </Retry>
      ) : null}
    </>
  );
}
