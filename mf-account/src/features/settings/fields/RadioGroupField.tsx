import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText } from './field-styles';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
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

export interface RadioGroupFieldProps {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** Native radios in a fieldset: arrow keys move between choices, the legend names the group. */
export function RadioGroupField({ legend, name, options, value, onChange, error }: RadioGroupFieldProps) {
  const errorId = useId();
  return (
    <Fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
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
    </Fieldset>
  );
}
