import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** While true the button is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({ variant = 'primary', busy = false, busyLabel, children, disabled, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['areia-button', `areia-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
