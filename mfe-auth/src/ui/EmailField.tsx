import { TextField, type TextFieldProps } from '@petpal/design-system';

/** The account forms' Email field (sign-in, sign-up, password reset): an email input the browser can fill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
}
