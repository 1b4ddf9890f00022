import { Alert } from '../Alert.js';
import type { ContractForm } from './useContractForm.js';

export interface FormStatusProps {
  form: Pick<ContractForm<object>, 'formError' | 'succeeded'>;
  /** Translated; shown once the server accepted the form. Without it a success shows nothing. */
  success?: string;
  /** Given to the message's wrapper, so the form can be described by it (`aria-describedby`). */
  id?: string;
}

/** What the last submit of a contract form came to: the server's refusal or the success text. */
export function FormStatus({ form, success, id }: FormStatusProps) {
  if (form.formError)
    return (
      <div id={id}>
        <Alert tone="danger">{form.formError}</Alert>
      </div>
    );
  if (form.succeeded && success)
    return (
      <div id={id}>
        <Alert tone="success">{success}</Alert>
      </div>
    );
  return null;
}
