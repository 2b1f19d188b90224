import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { bucketOf, canKeepMine, sendOrder, type OutboxBucket, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { paths } from '@areia/shared/core/paths';
import { formatSets } from '@areia/shared/core/rules/score';
import { Button } from '@areia/shared/web/ui/button';
import type { Outbox } from '@areia/shared/web/offline/use-outbox';
import { messages as m } from '../messages';
import styles from './organizer.module.css';

export const keptAt = (iso: string) => `${formatShortDate(iso)} ${formatTime(iso)}`;

function KeptScore({ item, bucket, outbox }: { item: OutboxItem; bucket: OutboxBucket; outbox: Outbox }) {
  const [busy, setBusy] = useState<'send' | 'discard' | null>(null);
  const act = (which: 'send' | 'discard', run: () => Promise<void>, done?: string) => {
    setBusy(which);
    run()
      .then(() => done && toast.info(done))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const discard = (label: string) => (
    <Button variant="ghost" disabled={busy !== null} busy={busy === 'discard'} busyLabel={m.keptSending} onClick={() => act('discard', () => outbox.discard(item.id), m.discarded)}>
      {label}
    </Button>
  );
  const send = (label: string) => (
    <Button variant="secondary" disabled={busy !== null} busy={busy === 'send'} busyLabel={m.keptSending} onClick={() => act('send', () => outbox.sendAgain(item))}>
      {label}
    </Button>
  );
  return (
    <li className="areia-card" data-testid="kept-score" data-state={bucket}>
      <strong>{item.label}</strong>
      <p className={styles.meta}>
        {bucket === 'conflict' ? m.conflictMine(formatSets(item.sets)) : formatSets(item.sets)} · {m.pendingSince(keptAt(item.queuedAt))}
      </p>
      {bucket === 'conflict' && item.current && (
        <>
          <p className={styles.meta}>{item.current.sets ? m.conflictSaved(formatSets(item.current.sets)) : m.conflictSavedNone}</p>
          <p className={styles.notice}>{m.conflictHelp}</p>
          <div className={`${styles.row} ${styles.keptActions}`}>
            {discard(m.keepSaved)}
            {canKeepMine(item) && send(m.keepMine)}
          </div>
        </>
      )}
      {bucket === 'refused' && (
        <>
          <p className={styles.formError} role="alert">
            {item.reason || m.refusedFallback}
          </p>
          <div className={`${styles.row} ${styles.keptActions}`}>
            {discard(m.discard)}
            <Link className="areia-button areia-button--secondary" to={paths.organizerGame.href(item.championshipId, item.gameId)}>
              {m.editKept}
            </Link>
          </div>
        </>
      )}
      {bucket === 'expired' && (
        <div className={`${styles.row} ${styles.keptActions}`}>
          {discard(m.discard)}
          {send(m.resend)}
        </div>
      )}
    </li>
  );
}

const SECTIONS: { bucket: OutboxBucket; title: string; help?: string }[] = [
  { bucket: 'conflict', title: m.conflictTitle },
  { bucket: 'refused', title: m.refusedTitle },
  { bucket: 'pending', title: m.pendingTitle },
  { bucket: 'expired', title: m.notSentTitle, help: m.notSentHelp },
];

/**
 * The organizer's scores kept on this device (of one championship, or all): waiting to be sent, refused, meeting
 * another score, or too old to go by themselves. Read from the device, so it shows without signal too.
 */
export function KeptScores({ outbox, championshipId }: { outbox: Outbox; championshipId?: string }) {
  const [now] = useState(() => Date.now());
  if (outbox.unavailable) return <p className={styles.notice}>{m.outboxUnavailable}</p>;
  const mine = sendOrder((outbox.items ?? []).filter((item) => item.kind === 'score' && (!championshipId || item.championshipId === championshipId)));
  if (mine.length === 0) return null;
  return (
    <section className={styles.kept} aria-label={m.pendingTitle} data-testid="kept-scores">
      {SECTIONS.map(({ bucket, title, help }) => {
        const items = mine.filter((item) => bucketOf(item, now) === bucket);
        if (items.length === 0) return null;
        return (
          <div key={bucket}>
            <h2 className={styles.section}>{title}</h2>
            {help && <p className={styles.meta}>{help}</p>}
            <ul className="areia-list" aria-label={title}>
              {items.map((item) => (
                <KeptScore key={item.id} item={item} bucket={bucket} outbox={outbox} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
