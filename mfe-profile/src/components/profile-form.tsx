import { useState, type FormEvent } from 'react';
import { serverMessage } from '@areia/shared/web/api/client';
import { VOLEI_MODALITY_NAME } from '@areia/shared/core/modality';
import { GENDERS } from '@areia/shared/core/constants';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { Button } from '@areia/shared/web/ui/button';
import { SelectField, TextField } from '@areia/shared/web/ui/field';
import { useActiveModalities } from '../hooks/use-active-modalities';
import { useSaveProfile } from '../hooks/use-save-profile';
import { SignOutConfirm } from './sign-out-confirm';
import { messages } from '../messages';
import { formFromUser, isGender, profileFormErrors, profilePayload, type ProfileFormValues } from '../rules/profile-form';
import { ModalitySwitch } from './modality-switch';
import styles from './profile-form.module.css';

const today = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ user }: { user: UserProfile }) {
  const modalities = useActiveModalities(user.id);
  const [values, setValues] = useState<Omit<ProfileFormValues, 'playsVolei'>>(() => formFromUser(user));
  // Untouched, the toggle follows the user_modalities table once it answers; touched, it is the athlete's choice.
  const [playsVolei, setPlaysVolei] = useState<boolean | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveProfile();

  const current: ProfileFormValues = {
    ...values,
    playsVolei: playsVolei ?? formFromUser(user, modalities.data).playsVolei,
  };
  const errors = showErrors ? profileFormErrors(current) : {};
  const busy = save.isPending;
  const saveReason = save.isError ? serverMessage(save.error) : undefined;
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    // The refusal was about what was typed before; once the athlete edits, it no longer describes the form.
    if (save.isError) save.reset();
    setValues((prev) => ({ ...prev, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(profileFormErrors(current)).length > 0) return;
    save.mutate(profilePayload(current));
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={messages.fullName}
        value={values.fullName}
        onChange={(e) => set('fullName', e.target.value)}
        disabled={busy}
        autoComplete="name"
        maxLength={120}
      />
      <TextField
        label={messages.nickname}
        value={values.nickname}
        onChange={(e) => set('nickname', e.target.value)}
        disabled={busy}
        autoComplete="nickname"
        maxLength={30}
        error={errors.nickname}
      />
      <TextField
        label={messages.born}
        type="date"
        value={values.born}
        onChange={(e) => set('born', e.target.value)}
        disabled={busy}
        min="1900-01-01"
        max={today()}
      />
      <SelectField
        label={messages.gender}
        value={values.gender}
        onChange={(e) => set('gender', isGender(e.target.value) ? e.target.value : '')}
        disabled={busy}
      >
        <option value="">{messages.genderPlaceholder}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>{messages.modalities}</legend>
        <ModalitySwitch label={VOLEI_MODALITY_NAME} checked={current.playsVolei} onChange={setPlaysVolei} disabled={busy} />
      </fieldset>
      {saveReason && (
        <p className={styles.saveError} role="alert">
          {saveReason}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={messages.saving}>
          {messages.save}
        </Button>
        <SignOutConfirm
          trigger={(ask, leaving) => (
            <Button variant="danger" onClick={ask} disabled={busy || leaving}>
              {messages.signOutAction}
            </Button>
          )}
        />
      </div>
    </form>
  );
}
