import { TextField, type TextFieldProps } from './TextField.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** The member's password now, or a new one: password managers fill the first and offer the second. */
  purpose: 'current' | 'new';
}

/** A password, required unless told. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      required
      {...props}
    />
  );
}
