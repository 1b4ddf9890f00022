import type { SearchQuery } from '@amora/contracts';
import {
  GENDERS,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  SEARCH_KM_CHOICES,
  SEARCH_ORDERS,
} from '@amora/contracts/plain';
import {
  Button,
  CountryField,
  FormStatus,
  RegionField,
  SelectField,
  up,
  usePlatform,
  useContractForm,
  type SelectOption,
  type Translate,
} from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRegionsQuery } from '../../api/geo';
import type { SearchFilters } from '../../api/search';
import { NAMESPACE } from '../../i18n';
import { regionLabelKey } from '../shared/region-label';
import type { SearchField } from './search-params';

type Draft = Record<SearchField, string>;

const Form = styled.form`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** One column on phones, two from 576 px, all filters in a row from 992 px. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

function toDraft(filters: SearchFilters): Draft {
  return {
    gender: filters.gender ?? '',
    country: filters.country ?? '',
    countryregion: filters.countryregion ?? '',
    min_age: filters.min_age === undefined ? '' : String(filters.min_age),
    max_age: filters.max_age === undefined ? '' : String(filters.max_age),
    max_km: filters.max_km === undefined ? '' : String(filters.max_km),
    sort: filters.sort ?? '',
  };
}

/** The draft as a query string would carry it: trimmed, without the empty filters. */
function toQuery(draft: Draft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft)
      .map(([field, value]) => [field, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/**
 * The schema (and zod) off the first load of /members, the members' home page: fetched on the
 * form's first focus, or on a submit, which waits for it (ADR 0051).
 */
const loadSearchSchema = () =>
  import(/* webpackChunkName: "search-schema" */ './search-schema').then(
    (module) => module.SearchQuerySchema,
  );

/** The rule the schema cannot state about two of its fields. */
function checkAgeOrder({ min_age, max_age }: SearchQuery, translate: Translate) {
  return min_age !== undefined && max_age !== undefined && min_age > max_age
    ? { max_age: translate('validation.ageOrder') }
    : {};
}

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, index) => {
  const age = String(MIN_SEARCH_AGE + index);
  return { value: age, label: age };
});

export interface SearchFormProps {
  /** The filters the site offers (`search_fields`). */
  fields: readonly SearchField[];
  /** The current search (from the URL); the form edits a copy until it is submitted. */
  filters: SearchFilters;
  /** The search as a query string: when it changes (submit, clear, back button) the copy starts afresh. */
  filtersKey: string;
  onSubmit: (filters: SearchFilters) => void;
  onClear: () => void;
}

/** The search filters; only the site's `search_fields` are shown. */
export function SearchForm({ fields, filters, filtersKey, onSubmit, onClear }: SearchFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const siteCountries = usePlatform().getSettings()?.countries;
  const form = useContractForm(loadSearchSchema, ({ cursor: _cursor, ...checked }) => onSubmit(checked), {
    initial: () => toDraft(filters),
    toBody: toQuery,
    check: checkAgeOrder,
  });
  const draft = form.values;
  const regions = useRegionsQuery(draft.country || null);
  // Reset during render rather than remounting, so focus stays on the button that was pressed.
  const [draftOf, setDraftOf] = useState(filtersKey);
  if (draftOf !== filtersKey) {
    setDraftOf(filtersKey);
    form.replaceValues(toDraft(filters));
  }
  const genders = GENDERS.map((gender) => ({ value: gender, label: t(`search.genders.${gender}`) }));
  const shows = (field: SearchField) => fields.includes(field);
  const select = (
    field: 'gender' | 'min_age' | 'max_age' | 'max_km' | 'sort',
    label: string,
    options: SelectOption[],
    placeholder: string | undefined = t('search.any'),
  ) =>
    shows(field) ? (
      <SelectField {...form.field(field)} label={label} placeholder={placeholder} options={options} />
    ) : null;
  const number = new Intl.NumberFormat(i18n.language);
  const distances = SEARCH_KM_CHOICES.map((km) => ({
    value: String(km),
    label: t('search.maxKmOption', { km: number.format(km) }),
  }));
  // No "any" choice: unset is nearby first (the server's default for a member with a city).
  const orders = SEARCH_ORDERS.map((order) => ({ value: order, label: t(`search.sorts.${order}`) }));

  return (
    <Form
      ref={form.formRef}
      role="search"
      aria-label={t('search.formLabel')}
      noValidate
      onSubmit={form.submit}
    >
      {/* Only a schema that failed to download is shown here: the search itself calls no server. */}
      <FormStatus form={form} />
      <Fields>
        {select('gender', t('search.gender'), genders)}
        {shows('country') ? (
          <CountryField
            {...form.field('country')}
            // Regions belong to a country: another country starts without one.
            onChange={(event) => form.replaceValues({ country: event.target.value, countryregion: '' })}
            autoComplete={undefined}
            label={t('search.country')}
            language={i18n.language}
            first={siteCountries}
            placeholder={t('search.anyCountry')}
          />
        ) : null}
        {shows('countryregion') ? (
          <RegionField
            label={t(regionLabelKey(draft.country))}
            name="countryregion"
            country={draft.country}
            regions={regions}
            value={draft.countryregion}
            onChange={(value) => form.setValue('countryregion', value)}
            error={form.error('countryregion')}
            placeholder={t('search.any')}
            loadingText={t('search.regionsLoading')}
            withoutList="text"
            unlisted="keep"
            maxLength={100}
          />
        ) : null}
        {select('min_age', t('search.minAge'), AGES)}
        {select('max_age', t('search.maxAge'), AGES)}
        {select('max_km', t('search.maxKm'), distances, t('search.anyDistance'))}
        {select('sort', t('search.sort'), orders, undefined)}
      </Fields>
      <Actions>
        <Button type="submit">{t('search.submit')}</Button>
        <Button variant="ghost" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </Actions>
    </Form>
  );
}
