import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { isAxiosError } from 'axios';
import { requestPasswordReset } from '@areia/shared/web/api/auth';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { paths } from '@areia/shared/core/paths';
import { Button } from '@areia/shared/web/ui/button';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { validateEmailForReset } from '@areia/shared/core/validation/email';
import styles from '../components/auth-form.module.css';
import { messages } from '../messages';
import { EmailField } from '../components/email-field';

/** Spec §9: the success message stays up this long before the login comes back. */
const REDIRECT_DELAY_MS = 2000;

function forgotErrorMessage(error: unknown): string {
  if (isAxiosError(error) && isNetworkError(error)) return messages.connectionError;
  return serverMessage(error) ?? messages.forgotFailed;
}

/**
 * Asks the API for a reset link (the e-mail really goes out). The answer is the same whether or not the
 * address has an account, so the screen shows the spec's success message either way and returns to the login.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const error = validateEmailForReset(email.trim());

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent || busy) return;
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
      redirect.current = setTimeout(() => void navigate(paths.login.href()), REDIRECT_DELAY_MS);
    } catch (failure) {
      toast.error(forgotErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={messages.forgotTitle} backTo={paths.login.href()} />
      <div className={styles.stripe} />
      <p className={styles.intro}>{messages.forgotIntro}</p>
      {sent && (
        <p className={styles.success} role="status">
          {messages.forgotSuccess}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          value={email}
          error={touched ? error : undefined}
          disabled={sent || busy}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" disabled={sent || email.trim() === ''} busy={busy} busyLabel={messages.sending}>
          {messages.send}
        </Button>
      </form>
    </Page>
  );
}
