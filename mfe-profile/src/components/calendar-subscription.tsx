import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@areia/shared/web/feedback/toast';
import { calendarQueries, revokeCalendarSubscription, rotateCalendarSubscription, webcalUrl } from '@areia/shared/web/api/calendar';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { Card } from '@areia/shared/web/ui/card';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { messages } from '../messages';
import styles from './calendar-subscription.module.css';

/** The athlete's private calendar address: create, replace (the old one stops working) or revoke it. */
export function CalendarSubscription({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(calendarQueries.subscription(userId));
  const key = queryKeys.calendarSubscription(userId);
  const rotate = useMutation({
    mutationFn: rotateCalendarSubscription,
    onSuccess: (data) => {
      const had = Boolean(query.data?.url);
      queryClient.setQueryData(key, data);
      if (had) toast.info(messages.calendarRotated);
    },
    onError: () => toast.error(messages.calendarSaveError),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarSubscription,
    onSuccess: () => {
      queryClient.setQueryData(key, { url: null, created_at: null });
      toast.info(messages.calendarRevoked);
    },
    onError: () => toast.error(messages.calendarSaveError),
  });
  const url = query.data?.url ?? null;
  const busy = rotate.isPending || revoke.isPending;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => toast.success(messages.calendarCopied),
      () => undefined,
    );
  };
  return (
    <Card className={styles.card} aria-labelledby="calendar-title" data-testid="calendar-subscription">
      <h2 id="calendar-title" className={styles.title}>
        {messages.calendarTitle}
      </h2>
      <p className={styles.hint}>{messages.calendarHint}</p>
      {/* A card of the profile: nothing while it loads, its own line (no toast) when the address cannot be read. */}
      <QueryView
        query={query}
        loading={null}
        errorMessage={messages.calendarError}
        errorState={<p role="alert">{messages.calendarError}</p>}
        isEmpty={(subscription) => !subscription.url}
        empty={
          <>
            <p className={styles.none}>{messages.calendarNone}</p>
            <button type="button" className="areia-button areia-button--primary" disabled={busy} onClick={() => rotate.mutate()}>
              {messages.calendarCreate}
            </button>
          </>
        }
      >
        {() => (
          <>
            <label className={styles.label} htmlFor="calendar-url">
              {messages.calendarUrlLabel}
            </label>
            <input id="calendar-url" className={`areia-field__control ${styles.url}`} readOnly value={url ?? ''} onFocus={(event) => event.currentTarget.select()} />
            <div className={styles.actions}>
              <a className="areia-button areia-button--primary" href={webcalUrl(url ?? '')}>
                {messages.calendarSubscribe}
              </a>
              <button type="button" className="areia-button areia-button--ghost" onClick={() => void copy()}>
                {messages.calendarCopy}
              </button>
              <button type="button" className="areia-button areia-button--ghost" disabled={busy} onClick={() => rotate.mutate()}>
                {messages.calendarRotate}
              </button>
              <button type="button" className="areia-button areia-button--ghost" disabled={busy} onClick={() => revoke.mutate()}>
                {messages.calendarRevoke}
              </button>
            </div>
          </>
        )}
      </QueryView>
    </Card>
  );
}
