import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import type { CreatedScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { createCourtScorekeeperLink, createGameScorekeeperLink, revokeScorekeeperLink } from '@areia/shared/web/api/scorekeeper-links';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { toast } from '@areia/shared/web/feedback/toast';
import { Button } from '@areia/shared/web/ui/button';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { messages as m } from '../messages';
import { teamsOf } from '../rules/game-day';
import { refusalOf } from './confirm-step';
import styles from './day-board.module.css';

const KeeperQr = lazy(() => import('./keeper-qr'));

/** The address the scorekeeper opens: this app's /placar/{token} (shared/src/core/manifest.mjs, screen `scorekeeper`). */
export const keeperUrl = (token: string, origin: string = window.location.origin) => `${origin}/placar/${encodeURIComponent(token)}`;

/** WhatsApp's share link, for phones and browsers without the system's share sheet. */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** Creating or revoking a link changes the day screen's "Links do mesário". */
function useLinksChanged(championshipId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.organizer.scorekeeperLinks(championshipId) });
}

/**
 * "Revogar", asked first ("Revogar este link do mesário?"): the link stops working at once and for good. The share sheet
 * and the day's list of links both use it.
 */
export function RevokeLink({ championshipId, linkId, label, onRevoked }: { championshipId: string; linkId: string; label?: string; onRevoked?: () => void }) {
  const linksChanged = useLinksChanged(championshipId);
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeScorekeeperLink(linkId),
    onSuccess: () => {
      toast.success(m.keeperRevoked);
      onRevoked?.();
    },
    onSettled: () => {
      setAsking(false);
      return linksChanged();
    },
  });
  return (
    <>
      <div className={styles.actions}>
        <Button variant="ghost" busy={revoke.isPending} busyLabel={m.keeperRevoking} aria-label={label} onClick={() => setAsking(true)}>
          {m.keeperRevoke}
        </Button>
      </div>
      {revoke.error && (
        <p className={styles.error} role="alert">
          {refusalOf(revoke.error, m.keeperRevokeError)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={m.keeperRevokeConfirm}
        text={m.keeperRevokeText}
        confirmLabel={m.keeperRevokeYes}
        cancelLabel={m.keep}
        busy={revoke.isPending}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}

interface KeeperLinkProps {
  championshipId: string;
  /** The button's text ("Link do mesário", "Link da quadra") and its accessible name, which says for what. */
  buttonText: string;
  label: string;
  help: string;
  shareText: (url: string) => string;
  create: () => Promise<CreatedScorekeeperLink>;
}

/**
 * A scorekeeper's link of a game or a court: creates it and shows its address (the token is answered only once) as a QR
 * code, with "Copiar", "Compartilhar no WhatsApp" and "Revogar".
 */
function KeeperLink({ championshipId, buttonText, label, help, shareText, create: createLink }: KeeperLinkProps) {
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const linksChanged = useLinksChanged(championshipId);
  const create = useMutation({
    mutationFn: createLink,
    onSuccess: (created) => {
      setLink({ id: created.id, url: keeperUrl(created.token) });
      return linksChanged();
    },
  });

  if (!link) {
    return (
      <>
        <div className={styles.actions}>
          <Button variant="secondary" busy={create.isPending} busyLabel={m.keeperCreating} aria-label={label} onClick={() => create.mutate()}>
            {buttonText}
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
    const text = shareText(link.url);
    if (typeof navigator.share === 'function') {
      // A closed share sheet is the person's choice, not an error.
      await navigator.share({ title: buttonText, text }).catch(() => undefined);
    } else {
      window.open(whatsappUrl(text), '_blank', 'noopener');
    }
  };
  return (
    <div role="group" aria-label={label} className={styles.game} data-testid="keeper-link">
      <p className={styles.meta}>{help}</p>
      {/* The code's place is kept while its chunk loads: the buttons below do not jump. */}
      <Suspense fallback={<span style={{ display: 'block', width: 180, height: 180 }} />}>
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
      </div>
      <RevokeLink championshipId={championshipId} linkId={link.id} onRevoked={() => setLink(null)} />
    </div>
  );
}

/** "Link do mesário" of a game on court or waiting: it scores this game only. */
export function ScorekeeperLink({ championshipId, game }: { championshipId: string; game: DayGame }) {
  const teams = teamsOf(game);
  return (
    <KeeperLink
      championshipId={championshipId}
      buttonText={m.keeperLink}
      label={m.keeperLinkLabel(teams)}
      help={m.keeperHelp}
      shareText={(url) => m.keeperShareText(teams, url)}
      create={() => createGameScorekeeperLink(game.id)}
    />
  );
}

/** "Link da quadra": one link for the court's whole day, that scores whichever game is on it (and the next). */
export function CourtScorekeeperLink({ championshipId, court }: { championshipId: string; court: string }) {
  const name = m.court(court);
  return (
    <KeeperLink
      championshipId={championshipId}
      buttonText={m.courtLink}
      label={m.courtLinkLabel(name)}
      help={m.courtLinkHelp(name)}
      shareText={(url) => m.courtLinkShareText(name, url)}
      create={() => createCourtScorekeeperLink(championshipId, court)}
    />
  );
}
