import { useEffect, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { register } from '@areia/shared/web/api/auth';
import { paths } from '@areia/shared/core/paths';
import { Button } from '@areia/shared/web/ui/button';
import { TextField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import styles from '../components/auth-form.module.css';
import { PasswordField } from '../components/password-field';
import { registerErrorMessage } from '../rules/auth-errors';
import { maskCpf } from '../rules/cpf-mask';
import { messages } from '../messages';
import { signUpDraft } from '../rules/sign-up-draft';
import { isSignUpValid, signUpBlockers, signUpErrors, signUpPayload, type SignUpField, type SignUpValues } from '../rules/sign-up-form';
import { EmailField } from '../components/email-field';

type Touched = Partial<Record<SignUpField, boolean>>;
const allTouched: Touched = { email: true, nickname: true, cpf: true, password: true };
const LABELS: Record<SignUpField, string> = { email: messages.email, nickname: messages.nickname, cpf: messages.cpf, password: messages.password };

export default function RegisterPage() {
  const navigate = useNavigate();
  // Coming back from the terms finds the form as it was left.
  const [values, setValues] = useState<SignUpValues>(signUpDraft.restore);
  // A field shows its error once the user has left it; from then on it follows every keystroke.
  const [touched, setTouched] = useState<Touched>(() => ({ email: values.email !== '', nickname: values.nickname !== '', cpf: values.cpf !== '' }));
  const [busy, setBusy] = useState(false);
  const errors = signUpErrors(values);
  const valid = isSignUpValid(values);
  useEffect(() => signUpDraft.keep(values), [values]);

  const errorOf = (field: SignUpField) => (touched[field] ? errors[field] : undefined);

  const change = (field: SignUpField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'cpf' ? maskCpf(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const leave = (field: SignUpField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const rejectInvalid = () => {
    setTouched(allTouched);
    toast.error(messages.fixFormErrors);
  };

  // The disabled submit button blocks the browser's implicit submission, so Enter is caught here to explain why.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !valid && !busy) {
      event.preventDefault();
      rejectInvalid();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!valid) {
      rejectInvalid();
      return;
    }
    setBusy(true);
    try {
      const payload = signUpPayload(values);
      await register(payload);
      signUpDraft.clear();
      toast.success(messages.registerSuccess);
      void navigate(paths.login.href(), { state: { email: payload.email } });
    } catch (error) {
      toast.error(registerErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={messages.registerTitle} backTo={paths.landing.href()} />
      <div className={styles.stripe} />
      <p className={styles.intro}>{messages.registerIntro}</p>
      {/* Enter in any field is caught here, once: a disabled submit button blocks the browser's implicit submission. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown}>
        <EmailField
          value={values.email}
          error={errorOf('email')}
          disabled={busy}
          onChange={change('email')}
          onBlur={leave('email')}
        />
        <TextField
          label={messages.nickname}
          autoComplete="nickname"
          placeholder={messages.nicknamePlaceholder}
          value={values.nickname}
          error={errorOf('nickname')}
          disabled={busy}
          onChange={change('nickname')}
          onBlur={leave('nickname')}
        />
        <TextField
          label={messages.cpf}
          inputMode="numeric"
          autoComplete="off"
          placeholder={messages.cpfPlaceholder}
          value={values.cpf}
          error={errorOf('cpf')}
          disabled={busy}
          onChange={change('cpf')}
          onBlur={leave('cpf')}
        />
        <PasswordField
          label={messages.password}
          autoComplete="new-password"
          value={values.password}
          error={errorOf('password')}
          disabled={busy}
          onChange={change('password')}
          onBlur={leave('password')}
          hint={messages.passwordRules}
        />
        <p className={styles.note}>
          {messages.acceptTermsPrefix} <Link to={paths.terms.href()}>{messages.termsLink}</Link>
        </p>
        <Button type="submit" disabled={!valid} busy={busy} busyLabel={messages.registering} aria-describedby={valid ? undefined : 'sign-up-blockers'}>
          {messages.signUp}
        </Button>
        {!valid && <SignUpBlockers values={values} />}
      </form>
      <p className={styles.switch}>
        {messages.haveAccount} <Link to={paths.login.href()}>{messages.enter}</Link>
      </p>
    </Page>
  );
}

/** Under the greyed-out button, in words: what is still empty and what is wrong (each field says how under it). */
function SignUpBlockers({ values }: { values: SignUpValues }) {
  const { missing, wrong } = signUpBlockers(values);
  const names = (fields: SignUpField[]) => fields.map((field) => LABELS[field]);
  return (
    <p id="sign-up-blockers" className={styles.blockers} data-testid="sign-up-blockers">
      {missing.length > 0 && messages.signUpMissing(names(missing))}
      {missing.length > 0 && wrong.length > 0 && ' '}
      {wrong.length > 0 && messages.signUpWrong(names(wrong))}
    </p>
  );
}
