import { SelectField, TextField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useRegionsQuery } from '../../api/geo';
import { NAMESPACE } from '../../i18n';
import { regionLabelKey } from '../shared/region-label';

export interface SearchRegionFieldProps {
  country: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * The region filter, named as the chosen country names its regions (state, province, …): a
 * choice from `GET /api/regions.php` when the server knows the country's regions, free text
 * without a country or when the list is empty or cannot be loaded. Profiles keep the region's
 * name, so the name is the filter value.
 */
export function SearchRegionField({ country, value, onChange, error }: SearchRegionFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const regions = useRegionsQuery(country || null);
  const list = regions.data ?? [];
  const label = t(regionLabelKey(country));
  const freeText = !country || regions.isError || (regions.isSuccess && list.length === 0);

  if (freeText)
    return (
      <TextField
        label={label}
        name="countryregion"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );

  const options = list.map((region) => ({ value: region.name, label: region.name }));
  // A region from a shared link that the list does not know stays visible and selected.
  if (value && regions.isSuccess && !options.some((option) => option.value === value))
    options.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      name="countryregion"
      placeholder={regions.isPending ? t('search.regionsLoading') : t('search.any')}
      disabled={regions.isPending}
      options={options}
      value={regions.isPending ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
