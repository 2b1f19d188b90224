import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@areia/shared/core/messages';
import { BackIcon } from '@areia/shared/web/ui/icons';

// The page's frame lives in its own module, so a page drawn without a header (the landing) imports it from there and
// carries neither the header's router hook nor the shared messages.
export { Page } from '@areia/shared/web/ui/page-frame';

interface PageHeaderProps {
  title: ReactNode;
  /** Where the back button goes; `-1` returns to the previous page. Without it there is no back button. */
  backTo?: string | -1;
  /** Navigation state handed to `backTo`. */
  backState?: unknown;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, backState, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="areia-header">
      {backTo !== undefined && (
        <button
          type="button"
          className="areia-icon-button"
          aria-label={sharedMessages.back}
          onClick={() => {
            if (backTo === -1) void navigate(-1);
            else void navigate(backTo, { state: backState });
          }}
        >
          <BackIcon />
        </button>
      )}
      <h1 className="areia-header__title">{title}</h1>
      {actions && <div className="areia-header__actions">{actions}</div>}
    </header>
  );
}

interface IconButtonProps {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon-only button; `label` is its accessible name. */
export function IconButton({ label, onClick, disabled, children }: IconButtonProps) {
  return (
    <button type="button" className="areia-icon-button" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
