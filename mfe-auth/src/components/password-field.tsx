import { useId, useState, type InputHTMLAttributes } from 'react';
import { messages } from '../messages';
import styles from './password-field.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  /** What a valid password is, shown until an error takes its place: the rules are known before the first mistake. */
  hint?: string;
}

/** The shared text field's look and error placement, plus a show/hide toggle: long passwords are typed on phones. */
export function PasswordField({ label, error, hint, id, disabled, ...rest }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className="areia-field">
      <label className="areia-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`areia-field__control ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...rest}
        />
        <button
          type="button"
          className={`areia-icon-button ${styles.toggle}`}
          aria-label={visible ? messages.hidePassword : messages.showPassword}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="areia-field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="areia-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
