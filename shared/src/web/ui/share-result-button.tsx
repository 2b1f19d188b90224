import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resultMessages as m } from '@areia/shared/core/messages';
import { resultQueries } from '@areia/shared/web/api/results';
import { shareResult, type ShareOutcome } from '@areia/shared/web/share/share-result';
import { Button } from '@areia/shared/web/ui/button';
import '@areia/shared/web/ui/share-result-button.css';

const COPIED_MS = 3000;

type Props = {
  championshipId: string;
  athleteId: string;
  championshipTitle: string;
  /** Fetch the result and its card at once (the home's one result); otherwise when the pointer or focus comes near. */
  prefetch?: boolean;
  className?: string;
  variant?: 'primary' | 'secondary';
};

/**
 * "Compartilhar" for one result: the card (a PNG the API draws) through the phone's share sheet, its page's link where
 * files are not shared, the link copied where there is no sheet. The result and its card are fetched ahead where the
 * button is the screen's point (the home), so the tap reaches the sheet while it still counts as the athlete's gesture.
 */
export function ShareResultButton({ championshipId, athleteId, championshipTitle, prefetch = false, className, variant = 'secondary' }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [link, setLink] = useState('');
  const [armed, setArmed] = useState(prefetch);
  const arm = () => setArmed(true);
  const result = useQuery({ ...resultQueries.detail(championshipId, athleteId), enabled: armed });
  const card = useQuery({ ...resultQueries.card(result.data ?? { championship_id: championshipId, athlete_id: athleteId, card_url: '' }), enabled: Boolean(result.data) });

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    setBusy(true);
    try {
      const view = result.data ?? (await queryClient.fetchQuery(resultQueries.detail(championshipId, athleteId)));
      setLink(view.share_url);
      const file = card.data ?? (await queryClient.fetchQuery(resultQueries.card(view)).catch(() => null));
      setOutcome(await shareResult({ file, url: view.share_url, title: `${view.headline} · ${view.championship_title}`, text: view.share_text }, navigator));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className ? `areia-share-result ${className}` : 'areia-share-result'}>
      <Button variant={variant} busy={busy} busyLabel={m.preparing} onClick={() => void share()}
        onPointerEnter={arm}
        onTouchStart={arm}
        onFocus={arm} aria-label={outcome === 'copied' ? undefined : m.shareLabel(championshipTitle)} data-testid="share-result">
        {outcome === 'copied' ? m.copied : m.share}
      </Button>
      <span className="areia-visually-hidden" role="status">
        {outcome === 'copied' ? m.copiedAnnounce : ''}
      </span>
      {outcome === 'failed' && link && (
        <p className="areia-share-result__link">
          {m.copyThis} <output>{link}</output>
        </p>
      )}
    </div>
  );
}
