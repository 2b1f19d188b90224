import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { sharedMessages } from '@areia/shared/core/messages';
import { SearchIcon } from '@areia/shared/web/ui/icons';
import '@areia/shared/web/ui/field.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input whose error sits right under it and is announced with it. */
export function TextField({ label, error, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="areia-field">
      <label className="areia-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="areia-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className="areia-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** What the field takes, under it until an error takes its place. */
  hint?: string;
}

/** TextField for a long text: the same label, error placement and announcement, on a textarea. */
export function TextAreaField({ label, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-${error ? 'error' : 'hint'}`;
  return (
    <div className="areia-field">
      <label className="areia-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={className ? `areia-field__control ${className}` : 'areia-field__control'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        {...rest}
      />
      {error ? (
        <p id={noteId} className="areia-field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="areia-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

export function SelectField({ label, id, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="areia-field">
      <label className="areia-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className="areia-field__control" {...rest}>
        {children}
      </select>
    </div>
  );
}

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
}

/** The server refuses a search over 100 characters, so the box stops there. */
export const SEARCH_MAX_CHARS = 100;

export function SearchField({ value, onChange, placeholder = sharedMessages.search, label = sharedMessages.search }: SearchFieldProps) {
  return (
    <div className="areia-search" role="search">
      <SearchIcon size={18} />
      <input
        type="search"
        className="areia-field__control"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_CHARS}
      />
    </div>
  );
}
