import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '@areia/shared/core/paths';
import { arenaQueries } from '@areia/shared/web/api/arenas';
import { serverMessage } from '@areia/shared/web/api/client';
import { useCreateOpenGame } from '@areia/shared/web/api/open-games';
import { pageItems } from '@areia/shared/web/api/paging';
import { toast } from '@areia/shared/web/feedback/toast';
import { useSession } from '@areia/shared/web/session/session-context';
import { Button } from '@areia/shared/web/ui/button';
import { SelectField, TextField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ErrorState, LoadingState } from '@areia/shared/web/ui/states';
import { openGameMessages as m } from '../open-game-messages';
import { defaultRange, defaultStart, openGameBody, type FormErrors, type OpenGameForm } from '../rules/open-game-form';
import styles from './new-open-game-page.module.css';

/** "Abrir jogo": an arena, a day and time, the level range (my level ± 150 to start with) and the kind of game. */
export default function NewOpenGamePage() {
  const { user } = useSession();
  const arenas = useInfiniteQuery(arenaQueries.list());
  return (
    <Page>
      <PageHeader title={m.newTitle} backTo={paths.openGames.href()} />
      {arenas.isPending ? (
        <LoadingState shape="rows" />
      ) : arenas.isError ? (
        <ErrorState message={m.arenasError} onRetry={() => void arenas.refetch()} />
      ) : (
        <CreateForm arenas={pageItems(arenas.data)} level={user?.level ?? 0} />
      )}
    </Page>
  );
}

function CreateForm({ arenas, level }: { arenas: readonly { id: string; name: string }[]; level: number }) {
  const navigate = useNavigate();
  const creating = useCreateOpenGame();
  const [form, setForm] = useState<OpenGameForm>(() => ({ arenaId: '', startsAt: defaultStart(new Date()), ...defaultRange(level), competitive: true }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const set = (patch: Partial<OpenGameForm>) => setForm((previous) => ({ ...previous, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const outcome = openGameBody(form, new Date());
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    creating.mutate(outcome.body, {
      onSuccess: (game) => {
        toast.success(m.created);
        void navigate(paths.openGame.href(game.id), { replace: true });
      },
      onError: (failure) => setRefusal(serverMessage(failure) ?? m.createError),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={m.newTitle}>
      <SelectField label={m.arena} value={form.arenaId} onChange={(event) => set({ arenaId: event.target.value })} aria-invalid={errors.arenaId ? true : undefined}>
        <option value="">{m.arenaPick}</option>
        {arenas.map((arena) => (
          <option key={arena.id} value={arena.id}>
            {arena.name}
          </option>
        ))}
      </SelectField>
      {errors.arenaId && (
        <p className="areia-field__error" role="alert">
          {errors.arenaId}
        </p>
      )}
      <TextField label={m.startsAt} type="datetime-local" value={form.startsAt} onChange={(event) => set({ startsAt: event.target.value })} error={errors.startsAt} />
      <div className={styles.range}>
        <TextField label={m.levelMin} inputMode="numeric" value={form.levelMin} onChange={(event) => set({ levelMin: event.target.value })} error={errors.levelMin} />
        <TextField label={m.levelMax} inputMode="numeric" value={form.levelMax} onChange={(event) => set({ levelMax: event.target.value })} error={errors.levelMax} />
      </div>
      <p className="areia-field__hint">{m.levelHint(level)}</p>
      <fieldset className={styles.kind}>
        <legend className="areia-field__label">{m.kind}</legend>
        <label className={styles.choice}>
          <input type="radio" name="kind" checked={form.competitive} onChange={() => set({ competitive: true })} />
          {m.kindCompetitive}
        </label>
        <label className={styles.choice}>
          <input type="radio" name="kind" checked={!form.competitive} onChange={() => set({ competitive: false })} />
          {m.kindFriendly}
        </label>
      </fieldset>
      {refusal && (
        <p className="areia-field__error" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" busy={creating.isPending} busyLabel={m.submitting}>
        {m.submit}
      </Button>
    </form>
  );
}
