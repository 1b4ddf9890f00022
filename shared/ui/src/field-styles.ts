import styled, { css } from 'styled-components';

/** The look every form field of the design system shares: one place, so they cannot drift apart. */
export const Field = styled.div<{ $shrink?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ $shrink }) => ($shrink ? 'min-width: 0;' : '')}
`;

/** A field's name: on `<label>`, and on a fieldset's `<legend>` so groups read the same. */
export const labelText = css`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A group of controls (choices, date parts): no frame of its own, its legend reads like a label. */
export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    ${labelText}
    padding: 0;
  }
`;

export const Label = styled.label`
  ${labelText}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Border, colours and font of a text-like control; each control adds its own size and padding. */
export const control = css<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** `aria-describedby` from the messages that are shown; undefined when there are none. */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
