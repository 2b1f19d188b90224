import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { paths } from '@areia/shared/core/paths';
import { savedLocation } from '@areia/shared/web/session/session-rules';
import { useLogin } from '@areia/shared/web/session/use-login';
import { Button } from '@areia/shared/web/ui/button';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import styles from '../components/auth-form.module.css';
import { PasswordField } from '../components/password-field';
import { loginErrorMessage } from '../rules/auth-errors';
import { messages } from '../messages';
import { EmailField } from '../components/email-field';

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  // A fresh sign-up arrives here with its email, so only the password is left to type.
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const filled = email.trim() !== '' && password.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || busy) return;
    setBusy(true);
    try {
      await login.mutateAsync({ email: email.trim(), password });
      // The screen that opens is the success: no toast on top of it. Back to the link the guard saved, else the home.
      void navigate(savedLocation(location.state) ?? paths.home.href(), { replace: true });
    } catch (error) {
      toast.error(loginErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={messages.loginTitle} backTo={paths.landing.href()} />
      <div className={styles.stripe} />
      <p className={styles.intro}>{messages.loginIntro}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={messages.password}
          autoComplete="current-password"
          value={password}
          disabled={busy}
          // The email came filled in (from sign-up): the password is the one field left to type.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus={email !== ''}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className={styles.forgot}>
          <Link to={paths.forgotPassword.href()}>{messages.forgotPasswordLink}</Link>
        </p>
        <Button type="submit" disabled={!filled} busy={busy} busyLabel={messages.loggingIn}>
          {messages.enter}
        </Button>
      </form>
      <p className={styles.switch}>
        {messages.noAccount} <Link to={paths.register.href()}>{messages.signUp}</Link>
      </p>
    </Page>
  );
}
