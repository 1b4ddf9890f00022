import { type AriaAttributes, type ReactNode, useId } from 'react';
import { ErrorText, Field, Hint, Label, describedBy } from './field-styles.js';

/** The props every single-control field (TextField, SelectField, TextAreaField) takes. */
export interface FieldOwnProps {
  label: string;
  /** A translated hint under the control, e.g. the characters left; read with it. */
  hint?: string;
  /** Translated error; marks the control invalid and is read with it. */
  error?: string | null;
  id?: string;
  /** Kept: marks the control invalid when the error is shown elsewhere, e.g. under a group. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  /** Kept after the field's own error and hint, for messages shown elsewhere. */
  'aria-describedby'?: string;
}

/** What the frame hands its control: the caller's native props plus the label and message wiring. */
export type FieldControlProps<P extends FieldOwnProps> = Omit<P, keyof FieldOwnProps> & {
  id: string;
  $invalid: boolean;
  'aria-invalid': AriaAttributes['aria-invalid'];
  'aria-describedby': string | undefined;
};

export interface FieldFrameProps<P extends FieldOwnProps> {
  /** All the field's props: the frame takes its own and hands the rest to the control. */
  field: P;
  /** For fields side by side in a grid (day, month, year): they may shrink below their content. */
  shrink?: boolean;
  children: (control: FieldControlProps<P>) => ReactNode;
}

/**
 * Label, control, error and hint of a single-control field, so that every such field of the
 * design system is named and described the same way.
 */
export function FieldFrame<P extends FieldOwnProps>({ field, shrink = false, children }: FieldFrameProps<P>) {
  const {
    label,
    hint,
    error,
    id,
    'aria-invalid': invalid,
    'aria-describedby': extraDescribedBy,
    ...controlProps
  } = field;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return (
    <Field $shrink={shrink}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        ...controlProps,
        id: controlId,
        $invalid: Boolean(error) || invalid === true || invalid === 'true',
        'aria-invalid': error ? true : invalid,
        'aria-describedby': describedBy(error && errorId, hint && hintId, extraDescribedBy),
      })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Field>
  );
}
