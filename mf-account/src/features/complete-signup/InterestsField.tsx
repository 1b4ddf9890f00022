import { INTERESTS } from '@amora/contracts';
import { up } from '@amora/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

/** The schema's limit (`validation.tooManyInterests`). */
export const MAX_INTERESTS = 20;

type Interest = (typeof INTERESTS)[number];

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

/** Interest checkboxes; once the maximum is chosen the others are disabled until one is unticked. */
export function InterestsField({ value, onChange, error }: InterestsFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const full = value.length >= MAX_INTERESTS;
  const toggle = (interest: Interest, checked: boolean) =>
    onChange(checked ? [...value, interest] : value.filter((item) => item !== interest));

  return (
    <Fieldset aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend>{t('completeSignup.interests')}</legend>
      <Count id={`${id}-count`} aria-live="polite">
        {t('completeSignup.interestsCount', { count: value.length, max: MAX_INTERESTS })}
      </Count>
      <Options>
        {INTERESTS.map((interest) => {
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
              {t(`completeSignup.interestOptions.${interest}`)}
            </label>
          );
        })}
      </Options>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
