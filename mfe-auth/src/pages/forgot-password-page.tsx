import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@areia/shared/paths';
import { Button } from '@areia/shared/ui/button';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { validateEmailForReset } from '@areia/shared/validation/email';
import styles from '../components/auth-form.module.css';
import { authMessages } from '../messages';
import { EmailField } from '../components/email-field';

/** Spec §9: the success message stays up this long before the login comes back. */
const REDIRECT_DELAY_MS = 2000;

/** Spec §2: no call is made — the screen confirms the request and returns to the login. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const error = validateEmailForReset(email.trim());

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) return;
    setTouched(true);
    if (error) return;
    setSent(true);
    redirect.current = setTimeout(() => void navigate(paths.login.href()), REDIRECT_DELAY_MS);
  };

  return (
    <Page>
      <PageHeader title={authMessages.forgotTitle} backTo={paths.login.href()} />
      <div className={styles.stripe} />
      <p className={styles.intro}>{authMessages.forgotIntro}</p>
      {sent && (
        <p className={styles.success} role="status">
          {authMessages.forgotSuccess}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <EmailField
          value={email}
          error={touched ? error : undefined}
          disabled={sent}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" disabled={sent || email.trim() === ''}>
          {authMessages.send}
        </Button>
      </form>
    </Page>
  );
}
