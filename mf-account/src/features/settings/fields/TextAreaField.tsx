import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, Field, Label, control } from './field-styles';

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        {...textAreaProps}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
