import { SERVED_MARKET_COUNTRY_CODES } from '@amora/contracts';
import { CountryField, TextField, usePlatform, useProfileForm } from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { RegionSelect } from './RegionSelect';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 2: country (from GeoIP at first), the region from the country's list, and city. */
export function LocationStep({ user, submit, focusOnMount }: StepProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const geoipCountry = usePlatform().getSettings()?.geoip_country ?? null;
  const form = useProfileForm(submit.save, {
    initial: {
      country: geoipCountry ?? user.profile.country ?? '',
      region: user.profile.region ?? '',
      city: user.profile.city ?? '',
    },
    toBody: ({ country, region, city }) => ({
      country,
      region: region.trim() || null,
      city: city.trim() || null,
    }),
  });
  const { setValue } = form;
  const changeRegion = useCallback((value: string) => setValue('region', value), [setValue]);

  return (
    <StepLayout name="location" submit={submit} onNext={form.submit} focusOnMount={focusOnMount}>
      <CountryField
        {...form.field('country')}
        // A region belongs to its country.
        onChange={(event) => form.replaceValues({ country: event.target.value, region: '' })}
        label={t('completeSignup.country')}
        language={i18n.language}
        // Sign-up offers the served markets, and the member's own country wherever it is.
        codes={
          [...SERVED_MARKET_COUNTRY_CODES, geoipCountry, user.profile.country].filter(Boolean) as string[]
        }
        placeholder={t('completeSignup.choose')}
      />
      <RegionSelect
        country={form.values.country}
        value={form.values.region}
        onChange={changeRegion}
        error={form.error('region')}
      />
      <TextField {...form.field('city')} label={t('completeSignup.city')} autoComplete="address-level2" />
    </StepLayout>
  );
}
