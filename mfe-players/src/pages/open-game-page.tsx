import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { OpenGame } from '@areia/shared/core/schemas/open-game';
import { serverMessage } from '@areia/shared/web/api/client';
import { openGameQueries, useOpenGameStep, useRemoveOpenGamePlayer } from '@areia/shared/web/api/open-games';
import { toast } from '@areia/shared/web/feedback/toast';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Button } from '@areia/shared/web/ui/button';
import { Chip } from '@areia/shared/web/ui/card';
import { ConfirmDialog } from '@areia/shared/web/ui/confirm-dialog';
import { NotFoundState } from '@areia/shared/web/ui/not-found-state';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { LoadingState } from '@areia/shared/web/ui/states';
import { OpenGameScore } from '../components/open-game-score';
import { openGameMessages as m } from '../open-game-messages';
import styles from './open-game-page.module.css';

/** One open game: where and when, its players (remove, for its creator), join or leave, and its score. */
export default function OpenGamePage() {
  const { id = '' } = useParams();
  const query = useQuery({ ...openGameQueries.detail(id), enabled: Boolean(id) });
  return (
    <Page>
      <PageHeader title={m.gameTitle} backTo={paths.openGames.href()} />
      <QueryView
        query={query}
        missing={!id}
        notFound={<NotFoundState title={m.notFound} text={m.notFoundText} backHref={paths.openGames.href()} backLabel={m.backToList} />}
        loading={<LoadingState shape="detail" />}
        errorMessage={m.gameError}
      >
        {(game) => <GameView game={game} />}
      </QueryView>
    </Page>
  );
}

const when = (iso: string) => m.when(formatShortDate(iso), formatTime(iso));

function GameView({ game }: { game: OpenGame }) {
  return (
    <article className={styles.game} data-testid="open-game">
      <section className={`areia-card ${styles.facts}`}>
        <h2 className={styles.arena}>{game.arena.name}</h2>
        <p className={styles.when}>{when(game.starts_at)}</p>
        <p className={styles.chips}>
          <Chip>{m.levelRange(game.level_min, game.level_max)}</Chip>
          <Chip accent>{game.competitive ? m.competitive : m.friendly}</Chip>
        </p>
        <p className={styles.stage} data-testid="open-game-stage">
          {m.stage(game)}
        </p>
      </section>
      <Players game={game} />
      <Actions game={game} />
      <OpenGameScore game={game} />
    </article>
  );
}

function Players({ game }: { game: OpenGame }) {
  const remove = useRemoveOpenGamePlayer(game.id);
  const [removing, setRemoving] = useState<{ id: string; nickname: string } | null>(null);
  const empty = Array.from({ length: game.places_left }, (_, index) => index);
  return (
    <section aria-labelledby="open-game-players">
      <h2 id="open-game-players" className={styles.heading}>
        {m.players}
      </h2>
      <ul className="areia-list">
        {game.players.map((player) => (
          <li key={player.id} className={`areia-card ${styles.player}`} data-testid="open-game-player">
            <Avatar src={player.avatar_url} name={player.nickname} size={40} />
            <span className={styles.who}>
              <Link to={paths.player.href(player.id)} className={styles.nickname}>
                {player.nickname}
              </Link>
              <span className={styles.detail}>
                {m.level(player.level)}
                {player.id === game.creator_id && ` · ${m.creator}`}
                {player.side && ` · ${player.side === 'a' ? m.sideA : m.sideB}`}
              </span>
              {player.level_change !== null && <span className={styles.change}>{m.levelChange(player.level_change)}</span>}
            </span>
            {game.me.can_remove && player.id !== game.creator_id && (
              <Button variant="ghost" className={styles.remove} onClick={() => setRemoving(player)} aria-label={m.remove(player.nickname)}>
                {m.removeConfirm}
              </Button>
            )}
          </li>
        ))}
        {empty.map((index) => (
          <li key={`empty-${index}`} className={`areia-card ${styles.player} ${styles.empty}`}>
            {m.emptyPlace}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? m.removeTitle(removing.nickname) : ''}
        text={m.removeText}
        confirmLabel={m.removeConfirm}
        cancelLabel={m.cancel}
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(m.removed(removing.nickname));
              setRemoving(null);
            },
            onError: (failure) => {
              toast.error(serverMessage(failure) ?? m.stepError);
              setRemoving(null);
            },
          })
        }
      />
    </section>
  );
}

function Actions({ game }: { game: OpenGame }) {
  const step = useOpenGameStep(game.id);
  const run = (which: 'join' | 'leave', done: string) =>
    step.mutate(which, { onSuccess: () => toast.success(done), onError: (failure) => toast.error(serverMessage(failure) ?? m.stepError) });
  if (game.me.can_join) {
    return (
      <Button busy={step.isPending} busyLabel={m.joining} onClick={() => run('join', m.joined)} data-testid="open-game-join">
        {m.join}
      </Button>
    );
  }
  return (
    <>
      {!game.me.in_game && game.me.join_refusal && (
        <p className={styles.refusal} data-testid="open-game-refusal">
          {game.me.join_refusal}
        </p>
      )}
      {game.me.can_leave && (
        <Button variant="secondary" busy={step.isPending} busyLabel={m.leaving} onClick={() => run('leave', m.left)}>
          {m.leave}
        </Button>
      )}
    </>
  );
}
