import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Select = styled.select<{ $invalid: boolean }>`
  min-height: 44px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option ("Choose…"); without it the select has no empty choice. */
  placeholder?: string;
  /** Translated error for this field; marks the select invalid and is read with it. */
  error?: string | null;
  /** Id of a message shown elsewhere (e.g. under a group of selects) that describes this one. */
  describedBy?: string;
  id?: string;
}

/** A native select (the phone's own picker) styled like the design system's TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  describedBy,
  id,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        {...selectProps}
        id={selectId}
        $invalid={Boolean(error) || selectProps['aria-invalid'] === true}
        aria-invalid={error ? true : selectProps['aria-invalid']}
        aria-describedby={described}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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
