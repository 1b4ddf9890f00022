import { EmailBodySchema, MESSAGES_NAMESPACE, type EmailBody } from '@amora/contracts';
import { Alert, Button, TextField, type ButtonVariant } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverProblem, validateForm } from '../settings/form-errors';

export interface EmailOnlyFormProps {
  /** Translated label of the address field. */
  label: string;
  /** Translated button text; callers may pass a different one while busy. */
  submitLabel: string;
  /** Called with the trimmed address once it passed the shared schema. */
  onSubmit: (email: string) => void;
  busy: boolean;
  /** The failure of the last request: its message above the form, its field message under the field. */
  error: unknown;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/**
 * A form that asks only for an e-mail address (password reset, reactivation link): validated
 * with the server's schema, so the callers only send the request and show what comes back.
 */
export function EmailOnlyForm({
  label,
  submitLabel,
  onSubmit,
  busy,
  error,
  variant,
  fullWidth,
}: EmailOnlyFormProps) {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const problem = serverProblem(error, tm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm<keyof EmailBody>(EmailBodySchema, { email }, tm);
    setFieldError(errors.email);
    if (!errors.email) onSubmit(email.trim());
  };

  return (
    <form noValidate onSubmit={submit}>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <TextField
        label={label}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError ?? problem?.fields.email}
        required
      />
      <Button type="submit" variant={variant} fullWidth={fullWidth} busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
