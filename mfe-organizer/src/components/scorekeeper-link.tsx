import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import { createGameScorekeeperLink, revokeScorekeeperLink } from '@areia/shared/web/api/scorekeeper-links';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { messages as m } from '../messages';
import { teamsOf } from '../rules/game-day';
import { refusalOf } from './confirm-step';
import styles from './day-board.module.css';

const KeeperQr = lazy(() => import('./keeper-qr'));

/** The address the scorekeeper opens: this app's /placar/{token} (shared/src/core/manifest.mjs, screen `scorekeeper`). */
export const keeperUrl = (token: string, origin: string = window.location.origin) => `${origin}/placar/${encodeURIComponent(token)}`;

/** WhatsApp's share link, for phones and browsers without the system's share sheet. */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * "Link do mesário" of a game on court or waiting: creates the link and shows its address (the token is answered only
 * once) with "Copiar", "Compartilhar no WhatsApp" and "Revogar".
 */
export function ScorekeeperLink({ game }: { game: DayGame }) {
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const create = useMutation({ mutationFn: () => createGameScorekeeperLink(game.id), onSuccess: (created) => setLink({ id: created.id, url: keeperUrl(created.token) }) });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeScorekeeperLink(id),
    onSuccess: () => {
      setLink(null);
      toast.success(m.keeperRevoked);
    },
  });
  const teams = teamsOf(game);

  if (!link) {
    return (
      <>
        <div className={styles.actions}>
          <Button variant="secondary" busy={create.isPending} busyLabel={m.keeperCreating} aria-label={m.keeperLinkLabel(teams)} onClick={() => create.mutate()}>
            {m.keeperLink}
          </Button>
        </div>
        {create.error && (
          <p className={styles.error} role="alert">
            {refusalOf(create.error, m.keeperLinkError)}
          </p>
        )}
      </>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(m.keeperCopied);
    } catch {
      toast.error(m.keeperCopyError);
    }
  };
  const share = async () => {
    const text = m.keeperShareText(teams, link.url);
    if (typeof navigator.share === 'function') {
      // A closed share sheet is the person's choice, not an error.
      await navigator.share({ title: m.keeperLink, text }).catch(() => undefined);
    } else {
      window.open(whatsappUrl(text), '_blank', 'noopener');
    }
  };
  return (
    <div role="group" aria-label={m.keeperLinkLabel(teams)} className={styles.game} data-testid="keeper-link">
      <p className={styles.meta}>{m.keeperHelp}</p>
      <Suspense fallback={null}>
        <KeeperQr url={link.url} />
      </Suspense>
      <input className="areia-field__control" readOnly value={link.url} aria-label={m.keeperUrl} onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {m.keeperCopy}
        </Button>
        <Button variant="secondary" onClick={() => void share()}>
          {m.keeperShare}
        </Button>
        <Button variant="ghost" busy={revoke.isPending} busyLabel={m.keeperRevoking} onClick={() => revoke.mutate(link.id)}>
          {m.keeperRevoke}
        </Button>
      </div>
      {revoke.error && (
        <p className={styles.error} role="alert">
          {refusalOf(revoke.error, m.keeperRevokeError)}
        </p>
      )}
    </div>
  );
}
