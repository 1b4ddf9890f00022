import { isCountryCode, listedRegionName, regionKind } from '@amora/platform';
import { SelectField, TextField } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionsQuery } from '../../api/geo';
import { NAMESPACE } from '../../i18n';

export interface RegionFieldProps {
  country: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * The region, labelled the way the country calls it (province, state, canton, …): a choice from
 * `GET /api/regions.php` where the server knows the country's regions, free text where it does not.
 */
export function RegionField({ country, value, onChange, error }: RegionFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const regions = useRegionsQuery(country);
  const list = regions.data ?? [];
  const listed = listedRegionName(list, value);
  const label = t(`location.regionLabel.${regionKind(country)}`);

  // A code or differently written name (from the place lookup) becomes the listed name.
  useEffect(() => {
    if (listed && listed !== value) onChange(listed);
  }, [listed, value, onChange]);

  const freeText = !isCountryCode(country) || regions.isError || (regions.isSuccess && list.length === 0);
  if (freeText)
    return (
      <TextField
        label={label}
        name="region"
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );

  const options = list.map((region) => ({ value: region.name, label: region.name }));
  // A saved region the list does not know stays visible (and selected) rather than silently lost.
  if (value && !listed && regions.isSuccess) options.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      name="region"
      autoComplete="address-level1"
      placeholder={regions.isPending ? t('location.regionsLoading') : t('location.choose')}
      disabled={regions.isPending}
      options={options}
      value={regions.isPending ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
