import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, Field, Label, control } from './field-styles';

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  min-height: 44px;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: SelectOption[];
  /** Text of the empty first choice ("Choose…"), which selects nothing. */
  placeholder: string;
  error?: string | null;
}

export function SelectField({ label, options, placeholder, error, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...selectProps}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
