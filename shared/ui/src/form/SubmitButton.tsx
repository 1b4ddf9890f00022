import { Button, type ButtonProps } from '../Button.js';
import type { ContractForm } from './useContractForm.js';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'busy' | 'children' | 'form'> {
  form: Pick<ContractForm<object>, 'submitting'>;
  /** Translated button text. */
  label: string;
  /** Translated text while the form is being sent ("Saving…"). */
  busyLabel: string;
}

/** A contract form's submit button: busy, and saying so, while the form is being sent. */
export function SubmitButton({ form, label, busyLabel, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={form.submitting} {...button}>
      {form.submitting ? busyLabel : label}
    </Button>
  );
}
