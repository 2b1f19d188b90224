import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@areia/shared/core/paths';
import type { OrganizerPix, OrganizerPixInput } from '@areia/shared/core/schemas/payment';
import { serverMessage } from '@areia/shared/web/api/client';
import { paymentQueries, saveOrganizerPix } from '@areia/shared/web/api/payments';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { TextField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ErrorState, LoadingState } from '@areia/shared/web/ui/states';
import { OrganizerGate } from '../components/organizer-gate';
import styles from '../components/organizer.module.css';
import { messages as m } from '../messages';
import { pixFormErrors, type PixErrors } from '../rules/pix-form';

function PixForm({ saved }: { saved: OrganizerPix | null }) {
  const [values, setValues] = useState<OrganizerPixInput>({ key: saved?.key ?? '', name: saved?.name ?? '', city: saved?.city ?? '' });
  const [errors, setErrors] = useState<PixErrors>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveOrganizerPix,
    onSuccess: (pix) => {
      queryClient.setQueryData(queryKeys.organizer.pix(), pix);
      setValues({ key: pix.key, name: pix.name, city: pix.city });
      toast.success(m.pixSaved);
    },
    onError: (error) => toast.error(serverMessage(error) ?? m.pixError),
  });
  const set = (field: keyof OrganizerPixInput) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = pixFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={m.pixTitle}>
      <p className={styles.meta}>{m.pixIntro}</p>
      {saved && <p className={styles.meta}>{m.pixKeyType(m.pixKeyTypes[saved.keyType] ?? saved.keyType)}</p>}
      <TextField label={m.pixKey} value={values.key} onChange={set('key')} error={errors.key} placeholder={m.pixKeyHint} autoComplete="off" inputMode="email" />
      <TextField label={m.pixName} value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <TextField label={m.pixCity} value={values.city} onChange={set('city')} error={errors.city} autoComplete="address-level2" />
      <Button type="submit" busy={save.isPending} busyLabel={m.savingPix}>
        {m.savePix}
      </Button>
    </form>
  );
}

function OrganizerPixDetails() {
  const query = useQuery(paymentQueries.organizerPix());
  return (
    <Page>
      <PageHeader title={m.pixTitle} backTo={paths.organizer.href()} />
      {query.isPending ? (
        <LoadingState shape="detail" />
      ) : query.isError ? (
        <ErrorState message={serverMessage(query.error) ?? m.pixLoadError} onRetry={() => void query.refetch()} />
      ) : (
        <PixForm saved={query.data} />
      )}
    </Page>
  );
}

export default function OrganizerPixPage() {
  return (
    <OrganizerGate>
      <OrganizerPixDetails />
    </OrganizerGate>
  );
}
