import { MESSAGES_NAMESPACE, type Profile, type ProfilePatch } from '@amora/contracts';
import { isCountryCode } from '@amora/platform';
import {
  Alert,
  Button,
  ButtonRow,
  FieldGrid,
  MutedText,
  PageSection,
  SelectField,
  TextField,
  useAreaPlatform,
} from '@amora/ui';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Place } from '../../api/geo';
import { useSaveProfile } from '../../api/own-profile';
import { NAMESPACE } from '../../i18n';
import { countryOptions } from '../shared/countries';
import { GeolocationControl } from './GeolocationControl';
import { saveProblem, validateProfilePatch, type ProfileFieldErrors } from './profile-errors';
import { RegionField } from './RegionField';

const Attribution = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Place names from the server's offline lookup come from GeoNames, which asks for this credit. */
const GEONAMES_URL = 'https://www.geonames.org';

export interface LocationFormProps {
  profile: Profile;
}

/** Country, region and city, typed or found from the member's position, saved with `PUT /api/profile.php`. */
export function LocationForm({ profile }: LocationFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const save = useSaveProfile();
  const [country, setCountry] = useState(profile.country ?? '');
  const [region, setRegion] = useState(profile.region ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const problem = saveProblem(save.error, tm);
  const shown: ProfileFieldErrors = { ...problem?.fields, ...errors };
  const { getSettings } = useAreaPlatform();
  const siteCountries = getSettings()?.countries;
  // Every ISO country, the site's own countries first.
  const countries = useMemo(
    () => countryOptions(i18n.language, siteCountries ?? []),
    [i18n.language, siteCountries],
  );

  const { reset } = save;
  const edited = useCallback(
    (field: keyof ProfileFieldErrors) => {
      setErrors((current) => ({ ...current, [field]: undefined }));
      reset();
    },
    [reset],
  );
  const changeRegion = useCallback(
    (value: string) => {
      setRegion(value);
      edited('region');
    },
    [edited],
  );

  const onPlace = (place: Place) => {
    if (isCountryCode(place.country)) setCountry(place.country);
    setRegion(place.region ?? '');
    setCity(place.city ?? '');
    setErrors({});
    reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch: ProfilePatch = { country, region: region.trim() || null, city: city.trim() || null };
    const found = validateProfilePatch(patch, tm);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(patch);
  };

  return (
    <PageSection aria-labelledby="own-location-title">
      <h2 id="own-location-title">{t('location.title')}</h2>
      <MutedText>{t('location.intro')}</MutedText>
      <GeolocationControl onPlace={onPlace} />
      <form noValidate onSubmit={onSubmit}>
        <SelectField
          label={t('location.country')}
          name="country"
          autoComplete="country"
          placeholder={t('location.choose')}
          options={countries}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setRegion(''); // A region belongs to its country.
            edited('country');
          }}
          error={shown.country}
        />
        <FieldGrid>
          <RegionField country={country} value={region} onChange={changeRegion} error={shown.region} />
          <TextField
            label={t('location.city')}
            name="city"
            autoComplete="address-level2"
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              edited('city');
            }}
            error={shown.city}
          />
        </FieldGrid>
        {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
        {save.isSuccess ? <Alert tone="success">{t('location.saved')}</Alert> : null}
        <ButtonRow>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('own.saving') : t('location.save')}
          </Button>
        </ButtonRow>
      </form>
      <Attribution>
        <a href={GEONAMES_URL} target="_blank" rel="noopener noreferrer">
          {t('location.attribution')}
          <span className="visually-hidden">{t('location.newTab')}</span>
        </a>
      </Attribution>
    </PageSection>
  );
}
