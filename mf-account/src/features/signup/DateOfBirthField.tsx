import { Fieldset, SelectField, up } from '@amora/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { birthYears, monthNames, type DateParts } from './date-of-birth';

const DateFieldset = styled(Fieldset)`
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** Day and year are short, the month name needs room; on phones the three still fit one row. */
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr 1.2fr;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    margin-bottom: 0;
  }
  label {
    font-weight: 400;
  }
  ${up('md')} {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

export interface DateOfBirthFieldProps {
  value: DateParts;
  onChange: (value: DateParts) => void;
  minAge: number;
  error?: string | null;
  /** Id prefix of the three selects, so the form can focus the first on an error. */
  idPrefix?: string;
}

/** Date of birth as day, month and year selects: the phone's native pickers, no typing format to get wrong. */
export function DateOfBirthField({ value, onChange, minAge, error, idPrefix }: DateOfBirthFieldProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const errorId = `${prefix}-error`;
  const months = useMemo(
    () => monthNames(i18n.language).map((label, index) => ({ value: String(index + 1), label })),
    [i18n.language],
  );
  const years = useMemo(
    () => birthYears(new Date(), minAge).map((year) => ({ value: String(year), label: String(year) })),
    [minAge],
  );
  const days = useMemo(() => DAYS.map((day) => ({ value: day, label: day })), []);
  const invalid = Boolean(error);
  const part = (key: keyof DateParts) => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...value, [key]: event.target.value }),
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  });

  return (
    <DateFieldset>
      <legend>{t('signup.dateOfBirth')}</legend>
      <Row>
        <SelectField
          id={`${prefix}-day`}
          name="birth_day"
          label={t('signup.birthDay')}
          placeholder={t('signup.birthPlaceholder')}
          options={days}
          autoComplete="bday-day"
          {...part('day')}
        />
        <SelectField
          id={`${prefix}-month`}
          name="birth_month"
          label={t('signup.birthMonth')}
          placeholder={t('signup.birthPlaceholder')}
          options={months}
          autoComplete="bday-month"
          {...part('month')}
        />
        <SelectField
          id={`${prefix}-year`}
          name="birth_year"
          label={t('signup.birthYear')}
          placeholder={t('signup.birthPlaceholder')}
          options={years}
          autoComplete="bday-year"
          {...part('year')}
        />
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </DateFieldset>
  );
}
