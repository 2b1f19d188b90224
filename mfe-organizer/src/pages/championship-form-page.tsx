import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { httpStatus, isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { organizerQueries } from '@areia/shared/web/api/organizer';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { CATEGORIES } from '@areia/shared/core/schemas/championship';
import type { OrganizerChampionshipDetail } from '@areia/shared/core/schemas/organizer';
import { Button } from '@areia/shared/web/ui/button';
import { SelectField, TextAreaField, TextField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { ArenaPicker } from '../components/arena-picker';
import { NoAccess, OrganizerChampionshipNotFound, OrganizerGate } from '../components/organizer-gate';
import styles from '../components/organizer.module.css';
import { useBannerUpload } from '../hooks/use-banner-upload';
import { useSaveChampionship } from '../hooks/use-organizer-actions';
import { messages as m } from '../messages';
import {
  championshipFormErrors,
  championshipPayload,
  emptyChampionshipForm,
  formFromChampionship,
  type ChampionshipFormValues,
} from '../rules/championship-form';

function BannerField({ championship }: { championship: OrganizerChampionshipDetail | undefined }) {
  const banner = useBannerUpload(championship?.id);
  const status =
    banner.state.phase === 'compressing'
      ? m.bannerCompressing(banner.state.percent)
      : banner.state.phase === 'uploading'
        ? m.bannerUploading(banner.state.percent)
        : null;
  return (
    <div className="areia-field">
      <span className="areia-field__label">{m.banner}</span>
      {!championship ? (
        <p className="areia-muted">{m.bannerSaveFirst}</p>
      ) : (
        <>
          {championship.bannerUrl && <img className={styles.banner} src={championship.bannerUrl} alt="" />}
          <label className={styles.fileButton} aria-disabled={banner.busy}>
            {status ?? m.bannerPick}
            <input
              type="file"
              accept="image/*"
              aria-label={m.bannerPick}
              disabled={banner.busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void banner.upload(file);
              }}
            />
          </label>
        </>
      )}
    </div>
  );
}

function ChampionshipForm({ championship }: { championship?: OrganizerChampionshipDetail }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ChampionshipFormValues>(() =>
    championship ? formFromChampionship(championship) : emptyChampionshipForm(),
  );
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveChampionship(championship?.id);
  const errorsNow = () => championshipFormErrors(values, { previousOccurs: championship?.occurs });
  const errors = showErrors ? errorsNow() : {};
  const busy = save.isPending;
  const set = <K extends keyof ChampionshipFormValues>(key: K, value: ChampionshipFormValues[K]) => {
    if (save.isError) save.reset();
    setValues((previous) => ({ ...previous, [key]: value }));
  };
  const refusal = save.isError
    ? isNetworkError(save.error)
      ? sharedMessages.noConnection
      : (serverMessage(save.error) ?? m.saveError)
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errorsNow()).length > 0) {
      // The first field that needs attention comes into view with its message, under the sticky header.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(championshipPayload(values), {
      onSuccess: (saved) => {
        toast.success(championship ? m.saved : m.created);
        // Created or edited, the organizer lands on the championship's management page (the banner is sent from "Editar").
        void navigate(paths.organizerChampionship.href(saved.id), { replace: !championship });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={championship ? m.editChampionship : m.newChampionship}>
      <TextField label={m.title} value={values.title} onChange={(e) => set('title', e.target.value)} disabled={busy} maxLength={200} error={errors.title} />
      <SelectField label={m.category} value={values.category} onChange={(e) => set('category', e.target.value)} disabled={busy}>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      {errors.category && <p className="areia-field__error">{errors.category}</p>}
      <div className={styles.row}>
        <TextField label={m.date} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} disabled={busy} error={errors.date} />
        <TextField label={m.time} type="time" value={values.time} onChange={(e) => set('time', e.target.value)} disabled={busy} />
      </div>
      <ArenaPicker
        arenaId={values.arenaId}
        arenaName={values.arenaName}
        onChange={(arena) => {
          set('arenaId', arena.id);
          set('arenaName', arena.name);
        }}
        error={errors.arenaId}
        disabled={busy}
      />
      <div className={styles.row}>
        <TextField label={m.maxTeams} inputMode="numeric" value={values.maxTeams} onChange={(e) => set('maxTeams', e.target.value)} disabled={busy} error={errors.maxTeams} />
        <TextField
          label={m.playersPerTeam}
          inputMode="numeric"
          value={values.playersPerTeam}
          onChange={(e) => set('playersPerTeam', e.target.value)}
          disabled={busy}
          error={errors.playersPerTeam}
        />
      </div>
      <TextField label={m.price} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} disabled={busy} error={errors.price} placeholder="80,00" />
      <TextField
        label={m.paymentHours}
        inputMode="numeric"
        value={values.paymentHours}
        onChange={(e) => set('paymentHours', e.target.value)}
        disabled={busy}
        error={errors.paymentHours}
      />
      <TextField
        label={m.contact}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.contact}
        onChange={(e) => set('contact', e.target.value)}
        disabled={busy}
        error={errors.contact}
        placeholder="(21) 99999-0000"
      />
      <TextAreaField
        id="organizer-description"
        className={styles.textarea}
        label={m.description}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        disabled={busy}
        maxLength={2000}
        error={errors.description}
      />
      <TextAreaField
        id="organizer-rules"
        className={styles.textarea}
        label={m.rules}
        value={values.rules}
        onChange={(e) => set('rules', e.target.value)}
        disabled={busy}
        placeholder={m.rulesPlaceholder}
        hint={m.rulesHint(values.rules.trim().length)}
        error={errors.rules}
      />
      <BannerField championship={championship} />
      {refusal && (
        <p className={styles.formError} role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" busy={busy} busyLabel={m.saving}>
        {championship ? m.save : m.create}
      </Button>
    </form>
  );
}

function EditChampionship({ id }: { id: string }) {
  const query = useQuery(organizerQueries.detail(id));
  if (query.isError && httpStatus(query.error) === 403) return <NoAccess />;
  return (
    <Page>
      <PageHeader title={m.editChampionship} backTo={paths.organizerChampionship.href(id)} />
      <QueryView query={query} notFound={<OrganizerChampionshipNotFound />} errorMessage={(error) => serverMessage(error) ?? m.detailError}>
        {/* Keyed by the saved version so a save (or a banner) refills the form from what the server kept. */}
        {(championship) => <ChampionshipForm key={championship.id} championship={championship} />}
      </QueryView>
    </Page>
  );
}

export default function ChampionshipFormPage() {
  const { id } = useParams();
  return (
    <OrganizerGate>
      {id ? (
        <EditChampionship id={id} />
      ) : (
        <Page>
          <PageHeader title={m.newChampionship} backTo={paths.organizer.href()} />
          <ChampionshipForm />
        </Page>
      )}
    </OrganizerGate>
  );
}
