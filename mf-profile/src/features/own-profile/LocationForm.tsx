import { isCountryCode, type Profile } from '@amora/contracts';
import { regionKind } from '@amora/platform';
import {
  ButtonRow,
  CountryField,
  FieldGrid,
  FormStatus,
  MutedText,
  PageSection,
  RegionField,
  SubmitButton,
  TextField,
  usePlatform,
  useProfileForm,
} from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRegionsQuery, type Place } from '../../api/geo';
import { useSaveProfile } from '../../api/own-profile';
import { NAMESPACE } from '../../i18n';
import { GeolocationControl } from './GeolocationControl';

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
  const siteCountries = usePlatform().getSettings()?.countries;
  const form = useProfileForm(useSaveProfile(), {
    initial: { country: profile.country ?? '', region: profile.region ?? '', city: profile.city ?? '' },
    toBody: ({ country, region, city }) => ({
      country,
      region: region.trim() || null,
      city: city.trim() || null,
    }),
  });
  const { country, region } = form.values;
  const regions = useRegionsQuery(country);
  const { setValue, replaceValues } = form;
  const changeRegion = useCallback((value: string) => setValue('region', value), [setValue]);

  const onPlace = (place: Place) => {
    replaceValues({
      ...(isCountryCode(place.country) ? { country: place.country } : {}),
      region: place.region ?? '',
      city: place.city ?? '',
    });
  };

  return (
    <PageSection aria-labelledby="own-location-title">
      <h2 id="own-location-title">{t('location.title')}</h2>
      <MutedText>{t('location.intro')}</MutedText>
      <GeolocationControl onPlace={onPlace} />
      <form noValidate onSubmit={form.submit}>
        <CountryField
          label={t('location.country')}
          language={i18n.language}
          first={siteCountries}
          placeholder={t('location.choose')}
          value={country}
          onChange={(event) => replaceValues({ country: event.target.value, region: '' })}
          error={form.error('country')}
        />
        <FieldGrid>
          <RegionField
            label={t(`location.regionLabel.${regionKind(country)}`)}
            country={country}
            regions={regions}
            value={region}
            onChange={changeRegion}
            error={form.error('region')}
            placeholder={t('location.choose')}
            loadingText={t('location.regionsLoading')}
            withoutList="text"
            unlisted="keep"
            autoComplete="address-level1"
          />
          <TextField {...form.field('city')} label={t('location.city')} autoComplete="address-level2" />
        </FieldGrid>
        <FormStatus form={form} success={t('location.saved')} />
        <ButtonRow>
          <SubmitButton form={form} label={t('location.save')} busyLabel={t('own.saving')} />
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
