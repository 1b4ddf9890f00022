import { isCountryCode, ProfilePatchSchema } from '@amora/contracts';
import type { Place } from '@amora/platform';
import {
  CountryField,
  countryName,
  GeolocationControl,
  TextField,
  usePlatform,
  useProfileForm,
} from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGeocode } from '../../api/geo';
import { NAMESPACE } from '../../i18n';
import { RegionSelect } from './RegionSelect';
import { startingCountry } from './starting-country';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

const Preset = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

/**
 * Step 2: country, the region from the country's list, and city. The country is a guess (the
 * visitor's country, else the site's): it is named for the member to confirm, beside "use my
 * location", so nobody is left in a place they never chose.
 */
export function LocationStep({ user, submit, focusOnMount }: StepProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = usePlatform().getSettings();
  const geocode = useGeocode();
  const preset = startingCountry(user, settings);
  const form = useProfileForm(ProfilePatchSchema, submit.save, {
    initial: {
      country: preset,
      region: user.profile.region ?? '',
      city: user.profile.city ?? '',
    },
    toBody: ({ country, region, city }) => ({
      country,
      region: region.trim() || null,
      city: city.trim() || null,
    }),
  });
  const { setValue, replaceValues } = form;
  const changeRegion = useCallback((value: string) => setValue('region', value), [setValue]);
  const onPlace = (place: Place) =>
    replaceValues({
      ...(isCountryCode(place.country) ? { country: place.country } : {}),
      region: place.region ?? '',
      city: place.city ?? '',
    });

  return (
    <StepLayout name="location" submit={submit} onNext={form.submit} focusOnMount={focusOnMount}>
      {preset && !user.profile.city ? (
        <Preset>{t('completeSignup.locationPreset', { country: countryName(preset, i18n.language) })}</Preset>
      ) : null}
      <GeolocationControl onPlace={onPlace} geocode={geocode} translate={t} keyPrefix="completeSignup.geo" />
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
