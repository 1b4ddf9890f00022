import { isCountryCode, listedRegionName, regionKind, regionsQuery } from '@amora/platform';
import { Button, SelectField, useAreaPlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
 * The region as a choice from `GET /api/regions.php` (the server accepts no other), labelled the
 * way the country calls it. Nothing to ask without a country or where the country has no regions.
 */
export function RegionSelect({ country, value, onChange, error }: RegionSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const { http } = useAreaPlatform();
  const regions = useQuery(regionsQuery(http, country));
  const listed = regions.data ? listedRegionName(regions.data, value) : null;

  // Once the list is known, a saved code or other spelling becomes the listed name, and a region
  // that is not the country's (typed before, or of another country) is dropped.
  useEffect(() => {
    if (regions.isSuccess && value && listed !== value) onChange(listed ?? '');
  }, [regions.isSuccess, listed, value, onChange]);

  if (!isCountryCode(country) || (regions.isSuccess && regions.data.length === 0)) return null;

  const failed = regions.isError;
  return (
    <>
      <SelectField
        label={t(`completeSignup.regionLabel.${regionKind(country)}`)}
        name="region"
        autoComplete="address-level1"
        placeholder={regions.isPending ? t('completeSignup.regionsLoading') : t('completeSignup.choose')}
        disabled={!regions.isSuccess}
        options={(regions.data ?? []).map((region) => ({ value: region.name, label: region.name }))}
        value={regions.isSuccess ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? (failed ? t('completeSignup.regionsFailed') : null)}
      />
      {failed ? (
        <Retry>
          <Button variant="secondary" onClick={() => void regions.refetch()}>
            {t('completeSignup.regionsRetry')}
          </Button>
        </Retry>
      ) : null}
    </>
  );
}
