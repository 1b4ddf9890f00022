import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldOwnProps } from './FieldFrame.js';
import { control } from './field-styles.js';

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  min-height: 44px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(2)};
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldOwnProps {
  options: readonly SelectOption[];
  /** Text of the empty first option ("Choose…"); without it the select has no empty choice. */
  placeholder?: string;
}

/**
 * A native select: on phones the system's own picker. Side by side in a grid (day, month, year)
 * the selects may shrink below their longest option.
 */
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FieldFrame field={field} shrink>
      {(controlProps) => (
        <Select {...controlProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
