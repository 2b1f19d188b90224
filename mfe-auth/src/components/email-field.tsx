import type { InputHTMLAttributes } from 'react';
import { TextField } from '@areia/shared/web/ui/field';
import { messages } from '../messages';

type EmailFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string };

/** The email input of every auth form: the phone's email keyboard, autofill and the same label and hint. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label={messages.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={messages.emailPlaceholder}
      {...props}
    />
  );
}
