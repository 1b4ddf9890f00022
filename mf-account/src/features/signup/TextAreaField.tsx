import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 120px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  resize: vertical;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** A translated hint under the field, e.g. the characters left. */
  hint?: string;
  /** Translated error for this field; marks it invalid and is read with it. */
  error?: string | null;
  id?: string;
}

/** A multi-line text field styled like the design system's TextField. */
export function TextAreaField({ label, hint, error, id, ...textareaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea
        {...textareaProps}
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Field>
  );
}
