import { EmailBodySchema, type EmailBody } from '@amora/contracts';
import {
  EmailField,
  FormStatus,
  SubmitButton,
  useContractForm,
  type ButtonVariant,
  type FormMutation,
} from '@amora/ui';

export interface EmailOnlyFormProps {
  /** Translated label of the address field. */
  label: string;
  /** Translated button text. */
  submitLabel: string;
  /** Translated button text while the request runs; the same text when left out. */
  busyLabel?: string;
  /** The request the address is for (a reset link, a reactivation link). */
  mutation: FormMutation<EmailBody, unknown>;
  /** Called with the trimmed address once the server accepted it. */
  onSent?: (email: string) => void;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/**
 * A form that asks only for an e-mail address (password reset, reactivation link): validated
 * with the server's schema, so the callers only name the request and what follows it.
 */
export function EmailOnlyForm({
  label,
  submitLabel,
  busyLabel = submitLabel,
  mutation,
  onSent,
  variant,
  fullWidth,
}: EmailOnlyFormProps) {
  const form = useContractForm(EmailBodySchema, mutation, {
    initial: { email: '' },
    onSuccess: (_answer, { email }) => onSent?.(email),
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <FormStatus form={form} />
      <EmailField {...form.field('email')} label={label} />
      <SubmitButton
        form={form}
        label={submitLabel}
        busyLabel={busyLabel}
        variant={variant}
        fullWidth={fullWidth}
      />
    </form>
  );
}
