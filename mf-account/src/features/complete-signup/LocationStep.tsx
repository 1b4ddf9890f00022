import { MESSAGES_NAMESPACE, type ProfilePatch } from '@amora/contracts';
import { SelectField, TextField, useAreaPlatform } from '@amora/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { countryOptions } from './countries';
import { validateProfilePatch, type ProfileFieldErrors } from './profile-errors';
import { RegionSelect } from './RegionSelect';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 2: country (from GeoIP at first), the region from the country's list, and city. */
export function LocationStep({ user, submit, focusOnMount }: StepProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { getSettings } = useAreaPlatform();
  const geoipCountry = getSettings()?.geoip_country ?? null;
  const [country, setCountry] = useState(geoipCountry ?? user.profile.country ?? '');
  const [region, setRegion] = useState(user.profile.region ?? '');
  const [city, setCity] = useState(user.profile.city ?? '');
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const countries = useMemo(
    () => countryOptions(i18n.language, [geoipCountry, user.profile.country]),
    [i18n.language, geoipCountry, user.profile.country],
  );
  const shown = { ...submit.fieldErrors, ...errors };

  const onNext = () => {
    const profile: ProfilePatch = { country, region: region.trim() || null, city: city.trim() || null };
    const found = validateProfilePatch(profile, tm);
    setErrors(found);
    if (Object.keys(found).length === 0) submit.next(profile);
  };

  return (
    <StepLayout
      title={t('completeSignup.locationTitle')}
      intro={t('completeSignup.locationIntro')}
      submit={submit}
      onNext={onNext}
      focusOnMount={focusOnMount}
    >
      <SelectField
        label={t('completeSignup.country')}
        name="country"
        autoComplete="country"
        placeholder={t('completeSignup.choose')}
        options={countries}
        value={country}
        onChange={(event) => {
          setCountry(event.target.value);
          setRegion(''); // A region belongs to its country.
        }}
        error={shown.country}
      />
      <RegionSelect country={country} value={region} onChange={setRegion} error={shown.region} />
      <TextField
        label={t('completeSignup.city')}
        name="city"
        autoComplete="address-level2"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        error={shown.city}
      />
    </StepLayout>
  );
}
