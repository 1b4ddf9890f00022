import {
  GENDERS,
  MAX_SEARCH_AGE,
  MESSAGES_NAMESPACE,
  MIN_SEARCH_AGE,
  SearchQuerySchema,
  fieldMessages,
} from '@amora/contracts';
import { Button, SelectField, up, useAreaPlatform } from '@amora/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchFilters } from '../../api/search';
import { NAMESPACE } from '../../i18n';
import { countryOptions } from '../shared/countries';
import { SearchRegionField } from './SearchRegionField';
import type { SearchField } from './search-params';

type Draft = Record<SearchField, string>;
type FieldErrors = Partial<Record<SearchField, string>>;

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
  };
}

/** Checks the draft with the API's own schema (and the age order), as the server will. */
function validate(
  draft: Draft,
  translate: (key: string) => string,
): { filters: SearchFilters; errors: FieldErrors } {
  const query = Object.fromEntries(
    Object.entries(draft)
      .map(([field, value]) => [field, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  const result = SearchQuerySchema.safeParse(query);
  if (!result.success)
    return { filters: {}, errors: fieldMessages(result.error.issues, translate) as FieldErrors };
  const { cursor: _cursor, ...filters } = result.data;
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age)
    return { filters, errors: { max_age: translate('validation.ageOrder') } };
  return { filters, errors: {} };
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
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const siteCountries = useAreaPlatform().getSettings()?.countries;
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Reset during render rather than remounting, so focus stays on the button that was pressed.
  const [draftOf, setDraftOf] = useState(filtersKey);
  if (draftOf !== filtersKey) {
    setDraftOf(filtersKey);
    setDraft(toDraft(filters));
    setErrors({});
  }
  const countries = useMemo(
    () => countryOptions(i18n.language, siteCountries),
    [i18n.language, siteCountries],
  );
  const genders = GENDERS.map((gender) => ({ value: gender, label: t(`search.genders.${gender}`) }));
  const shows = (field: SearchField) => fields.includes(field);

  const update = (field: SearchField, value: string) => {
    // Regions belong to a country: another country starts without one.
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'country' ? { countryregion: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(draft, tm);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSubmit(checked.filters);
  };

  return (
    <Form role="search" aria-label={t('search.formLabel')} noValidate onSubmit={submit}>
      <Fields>
        {shows('gender') ? (
          <SelectField
            label={t('search.gender')}
            name="gender"
            placeholder={t('search.any')}
            options={genders}
            value={draft.gender}
            onChange={(event) => update('gender', event.target.value)}
            error={errors.gender}
          />
        ) : null}
        {shows('country') ? (
          <SelectField
            label={t('search.country')}
            name="country"
            placeholder={t('search.anyCountry')}
            options={countries}
            value={draft.country}
            onChange={(event) => update('country', event.target.value)}
            error={errors.country}
          />
        ) : null}
        {shows('countryregion') ? (
          <SearchRegionField
            country={draft.country}
            value={draft.countryregion}
            onChange={(value) => update('countryregion', value)}
            error={errors.countryregion}
          />
        ) : null}
        {shows('min_age') ? (
          <SelectField
            label={t('search.minAge')}
            name="min_age"
            placeholder={t('search.any')}
            options={AGES}
            value={draft.min_age}
            onChange={(event) => update('min_age', event.target.value)}
            error={errors.min_age}
          />
        ) : null}
        {shows('max_age') ? (
          <SelectField
            label={t('search.maxAge')}
            name="max_age"
            placeholder={t('search.any')}
            options={AGES}
            value={draft.max_age}
            onChange={(event) => update('max_age', event.target.value)}
            error={errors.max_age}
          />
        ) : null}
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
