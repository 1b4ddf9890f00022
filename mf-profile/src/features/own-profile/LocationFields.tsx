import { isCountryCode } from '@amora/contracts';
import { regionKind } from '@amora/platform';
import {
  CountryField,
  FieldGrid,
  GeolocationControl,
  MutedText,
  PageSection,
  RegionField,
  TextField,
  usePlatform,
  type ContractForm,
} from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGeocode, useRegionsQuery, type Place } from '../../api/geo';
import { NAMESPACE } from '../../i18n';
import type { OwnProfileValues } from './profile-fields';

const Attribution = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Place names from the server's offline lookup come from GeoNames, which asks for this credit. */
const GEONAMES_URL = 'https://www.geonames.org';

export interface LocationFieldsProps {
  /** The own-profile form (OwnProfileForm), saved with everything else by its one Save. */
  form: ContractForm<OwnProfileValues>;
}

/** Country, region and city, typed or found from the member's position. */
export function LocationFields({ form }: LocationFieldsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const siteCountries = usePlatform().getSettings()?.countries;
  const { country, region } = form.values;
  const regions = useRegionsQuery(country);
  const { setValue, replaceValues } = form;
  const geocode = useGeocode();
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
      <GeolocationControl onPlace={onPlace} geocode={geocode} translate={t} keyPrefix="location" />
      <CountryField
        label={t('location.country')}
        language={i18n.language}
        first={siteCountries}
        placeholder={t('location.choose')}
        value={country}
        // A region belongs to its country; the city typed stays.
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
      <Attribution>
        <a href={GEONAMES_URL} target="_blank" rel="noopener noreferrer">
          {t('location.attribution')}
          <span className="visually-hidden">{t('location.newTab')}</span>
        </a>
      </Attribution>
    </PageSection>
  );
}
