import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldOwnProps } from './FieldFrame.js';
import { control } from './field-styles.js';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  resize: vertical;
`;

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldOwnProps {}

/** A multi-line text field, named and described like TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <FieldFrame field={props}>{(controlProps) => <TextArea {...controlProps} />}</FieldFrame>;
}
