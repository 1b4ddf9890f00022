import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldOwnProps } from './FieldFrame.js';
import { control } from './field-styles.js';

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldOwnProps {}

export function TextField(props: TextFieldProps) {
  return <FieldFrame field={props}>{(controlProps) => <Input {...controlProps} />}</FieldFrame>;
}
