import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { playQueries } from '@areia/shared/web/api/play';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { Card } from '@areia/shared/web/ui/card';
import { ChevronRightIcon, MailIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import type { HomePosition } from '../hooks/use-home-counts';
import { useInvitationCount } from '../hooks/use-invitation-count';
import { messages } from '../messages';
import { playCountText, playHint } from '../rules/play-counts';
import styles from './play-card.module.css';

/** The players list's "Procurando jogo" (mfe-players players-page.tsx reads ?filtro=procurando). */
const LOOKING_HREF = `${paths.players.href()}?filtro=procurando`;

/**
 * "Jogar": the invitations waiting for an answer, the open games near the athlete that hold their level, and the
 * championships where someone who fits them is looking for a partner (GET /api/user/play), each row opening its
 * screen. Three rows and a one-line hint in every state, so the card keeps its height from the first paint.
 */
export function PlayCard({ position, offline }: { position: HomePosition; offline: boolean }) {
  const invitations = useInvitationCount(offline);
  const play = useQuery({ ...playQueries.home(position.near), enabled: position.ready });
  useErrorToast(offline ? null : play.error, messages.playError);
  const failed = play.isError;
  const text = (count: Parameters<typeof playCountText>[0]) => playCountText(count, failed, messages.counting, messages.unknownCount);
  const hint = playHint({
    settled: invitations.settled && !play.isPending,
    failed,
    counts: [play.data?.open_games, play.data?.partner_championships],
    invitationsZero: invitations.zero,
  });
  return (
    <Card className={styles.card} aria-labelledby="play-title" data-testid="play-card">
      <h2 id="play-title" className={styles.title}>
        {messages.playTitle}
      </h2>
      <ul className={styles.rows} aria-busy={hint === 'counting'}>
        <PlayRow label={messages.playInvitations} value={invitations.value} to={paths.invitations.href()} icon={<MailIcon size={20} />} tone="violet" />
        <PlayRow
          label={position.near ? messages.playOpenGamesNear : messages.playOpenGames}
          value={text(play.data?.open_games)}
          to={paths.openGames.href()}
          icon={<UsersIcon size={20} />}
          tone="green"
        />
        <PlayRow label={messages.playPartners} value={text(play.data?.partner_championships)} to={LOOKING_HREF} icon={<TrophyIcon size={20} />} tone="sky" />
      </ul>
      <p className={styles.hint}>
        {hint === 'counting' || hint === 'failed' ? (
          <span className={styles.muted}>{hint === 'counting' ? messages.playCounting : messages.playFailed}</span>
        ) : (
          <Link className={styles.create} to={paths.newOpenGame.href()}>
            {hint === 'empty' ? messages.playEmpty : messages.playCreate}
          </Link>
        )}
      </p>
    </Card>
  );
}

function PlayRow({ label, value, to, icon, tone }: { label: string; value: string; to: string; icon: ReactNode; tone: 'violet' | 'green' | 'sky' }) {
  return (
    <li>
      <Link className={styles.row} to={to} aria-label={`${label}: ${value}`}>
        <span className={`${styles.chip} ${styles[tone]}`} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.label}>{label}</span>
        <strong className={styles.value}>{value}</strong>
        <ChevronRightIcon size={18} className={styles.chevron} aria-hidden="true" />
      </Link>
    </li>
  );
}
