import { ProfilePatchSchema } from '@amora/contracts';
import { CountryField, TextField, usePlatform, useProfileForm } from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { RegionSelect } from './RegionSelect';
import { startingCountry } from './starting-country';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 2: country, the region from the country's list, and city. */
export function LocationStep({ user, submit, focusOnMount }: StepProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = usePlatform().getSettings();
  const form = useProfileForm(ProfilePatchSchema, submit.save, {
    initial: {
      country: startingCountry(user, settings),
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
        // The city stays; the region stays where the new country lists it (RegionSelect drops it
        // once the new country's list shows it is not one of them).
        label={t('completeSignup.country')}
        language={i18n.language}
        // Every country (the one list of @amora/contracts), the site's and the visitor's first.
        first={[settings?.geoip_selected_country, ...(settings?.countries ?? []), settings?.geoip_country]}
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
