import { TextField, type TextFieldProps } from './TextField.js';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address: the e-mail keyboard on phones, filled in by the browser; required unless told. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" required {...props} />;
}
