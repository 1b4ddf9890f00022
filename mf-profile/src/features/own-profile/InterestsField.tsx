import { MAX_INTERESTS } from '@amora/contracts';
import { Alert, Button, Spinner, up } from '@amora/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInterests, type Interest } from '../../api/geo';
import { NAMESPACE } from '../../i18n';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${up('md')} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface InterestsFieldProps {
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  error?: string | null;
}

/**
 * The interests offered by the server as checkboxes, labelled in the member's language and
 * sorted for it. Once MAX_INTERESTS are ticked the others are disabled until one is unticked.
 */
export function InterestsField({ value, onChange, error }: InterestsFieldProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const interests = useInterests();
  const id = useId();
  const full = value.length >= MAX_INTERESTS;
  const options = useMemo(
    () =>
      (interests.data ?? [])
        .map((interest) => ({ interest, label: t(`own.interest.${interest}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [interests.data, t, i18n.language],
  );
  const toggle = (interest: Interest, checked: boolean) =>
    onChange(checked ? [...value, interest] : value.filter((item) => item !== interest));

  return (
    <Fieldset aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend>{t('own.interests')}</legend>
      <Count id={`${id}-count`} aria-live="polite">
        {full
          ? t('own.interestsFull', { max: MAX_INTERESTS })
          : t('own.interestsCount', { count: value.length, max: MAX_INTERESTS })}
      </Count>
      {interests.isPending ? <Spinner label={t('own.interestsLoading')} /> : null}
      {interests.isError ? (
        <Alert
          tone="warning"
          action={
            <Button variant="ghost" onClick={() => void interests.refetch()} busy={interests.isFetching}>
              {t('own.retry')}
            </Button>
          }
        >
          {t('own.interestsFailed')}
        </Alert>
      ) : null}
      <Options>
        {options.map(({ interest, label }) => {
          const checked = value.includes(interest);
          return (
            <label key={interest}>
              <input
                type="checkbox"
                name="interests"
                value={interest}
                checked={checked}
                disabled={full && !checked}
                onChange={(event) => toggle(interest, event.target.checked)}
              />
              {label}
            </label>
          );
        })}
      </Options>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
