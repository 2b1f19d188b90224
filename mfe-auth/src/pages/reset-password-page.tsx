import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { isAxiosError } from 'axios';
import { resetPassword } from '@areia/shared/web/api/auth';
import { httpStatus, isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { paths } from '@areia/shared/core/paths';
import { RESET_TOKEN_INVALID } from '@areia/shared/core/constants';
import { Button } from '@areia/shared/web/ui/button';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { validatePassword } from '@areia/shared/core/validation/password';
import styles from '../components/auth-form.module.css';
import { PasswordField } from '../components/password-field';
import { messages } from '../messages';

/** The same pause as the forgot-password screen before the login comes back. */
const REDIRECT_DELAY_MS = 2000;

/**
 * The link of the reset e-mail lands here: a new password under the sign-up rules. The token works once;
 * the API then ends every session of the account, this browser's included, so the login follows.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const passwordError = validatePassword(password);
  const confirmationError = confirmation === password ? undefined : messages.passwordsDiffer;
  const valid = !passwordError && !confirmationError;

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    setTouched({ password: true, confirmation: true });
    if (!valid) return;
    setBusy(true);
    try {
      await resetPassword({ token, password });
      // The API revoked every session: a token kept in this browser no longer opens anything.
      if (tokenStorage.getToken()) tokenStorage.clear();
      setDone(true);
      redirect.current = setTimeout(() => void navigate(paths.login.href(), { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      if (httpStatus(error) === 400 && serverMessage(error) === RESET_TOKEN_INVALID) setLinkInvalid(true);
      else if (isAxiosError(error) && isNetworkError(error)) toast.error(messages.connectionError);
      else toast.error(serverMessage(error) ?? messages.resetFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={messages.resetTitle} backTo={paths.login.href()} />
      <div className={styles.stripe} />
      <p className={styles.intro}>{messages.resetIntro}</p>
      {done && (
        <p className={styles.success} role="status">
          {messages.resetSuccess}
        </p>
      )}
      {linkInvalid && (
        <div className={styles.failure} role="alert">
          <p>{RESET_TOKEN_INVALID}</p>
          <Link to={paths.forgotPassword.href()}>{messages.requestNewLink}</Link>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={messages.newPassword}
          autoComplete="new-password"
          value={password}
          error={touched.password ? passwordError : undefined}
          disabled={busy || done || linkInvalid}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        />
        <PasswordField
          label={messages.confirmPassword}
          autoComplete="new-password"
          value={confirmation}
          error={touched.confirmation ? confirmationError : undefined}
          disabled={busy || done || linkInvalid}
          onChange={(event) => setConfirmation(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, confirmation: true }))}
        />
        <Button
          type="submit"
          disabled={done || linkInvalid || password === '' || confirmation === ''}
          busy={busy}
          busyLabel={messages.savingNewPassword}
        >
          {messages.saveNewPassword}
        </Button>
      </form>
    </Page>
  );
}
