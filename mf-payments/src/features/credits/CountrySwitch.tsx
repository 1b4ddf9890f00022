import { SelectField, countryOptions } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface CountrySwitchProps {
  country: string;
  countries: readonly string[];
  onChange: (country: string) => void;
}

/**
 * The payment country: it decides the currency and the methods offered. The member's profile
 * country comes first; a member abroad or with a foreign bank switches here.
 */
export function CountrySwitch({ country, countries, onChange }: CountrySwitchProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const codes = countries.includes(country) ? countries : [country, ...countries];
  return (
    <SelectField
      label={t('country.label')}
      hint={t('country.hint')}
      value={country}
      options={countryOptions(i18n.language, codes, [country])}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
