import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Fieldset, Hint, describedBy } from './field-styles.js';

const Group = styled(Fieldset)`
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps {
  /** Names the group; screen readers read it on entering any of the choices. */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** A translated hint under the choices; read with the group. */
  hint?: string;
  /** Translated error; marks the group invalid and is read with it. */
  error?: string | null;
}

/** Native radios in a fieldset: arrow keys move between choices, the legend names the group. */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
}: RadioGroupFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Group
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId, hint && hintId)}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Choice>
      ))}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Group>
  );
}
