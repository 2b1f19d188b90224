import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { conflictingScore, httpStatus, isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { organizerQueries } from '@areia/shared/web/api/organizer';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import type { OrganizerChampionshipDetail, OrganizerGame } from '@areia/shared/core/schemas/organizer';
import { Button } from '@areia/shared/web/ui/button';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { ErrorState } from '@areia/shared/web/ui/states';
import { GameSummary } from '../components/game-card';
import { NoAccess, OrganizerChampionshipNotFound, OrganizerGate } from '../components/organizer-gate';
import styles from '../components/organizer.module.css';
import { SetInputs } from '../components/set-inputs';
import { useSaveScore } from '../hooks/use-organizer-actions';
import { useTeamNames } from '../hooks/use-team-names';
import { messages as m } from '../messages';
import { parseSets, scoreOpening, setsToInputs, type SetInput } from '../rules/score-form';
import { useClock } from '../hooks/use-clock';
import type { OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import type { SetPoints } from '@areia/shared/core/rules/score';
import { keepScore } from '@areia/shared/web/offline/outbox-runtime';
import { useOutbox, type Outbox } from '@areia/shared/web/offline/use-outbox';
import type { TeamNames } from '../rules/team-names';

function ScoreForm({
  championshipId,
  game,
  nameOf,
  kept,
  outbox,
  onConflict,
}: {
  championshipId: string;
  game: OrganizerGame;
  nameOf: TeamNames;
  kept: OutboxItem | undefined;
  outbox: Outbox;
  onConflict: () => void;
}) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<SetInput[]>(() => setsToInputs(kept?.sets ?? game.sets ?? game.report?.sets));
  const [problem, setProblem] = useState<{ message: string; set?: number } | null>(null);
  const [keeping, setKeeping] = useState(false);
  const save = useSaveScore(championshipId, game.id);
  const busy = save.isPending || keeping;
  // Before the hour the server opens scores, the form says when instead of refusing what was typed.
  const opening = scoreOpening(game.scheduledAt, useClock());
  const backToChampionship = () => void navigate(paths.organizerChampionship.href(championshipId));

  /** No signal: the score waits on the device (replacing one kept before for this game) and goes when it returns. */
  const keep = (sets: SetPoints[]) => {
    setKeeping(true);
    void keepScore({ kind: 'score', championshipId, gameId: game.id, label: `${nameOf(game.teamAId)} ${m.vs} ${nameOf(game.teamBId)}`, sets, version: game.version })
      .then((result) => {
        if (result.ok) {
          toast.info(m.keptOffline);
          backToChampionship();
          return;
        }
        setProblem({ message: result.reason === 'full' ? m.outboxFull : result.reason === 'storage' ? m.outboxStorage : sharedMessages.noConnection });
      })
      .finally(() => setKeeping(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSets(rows);
    if (!parsed.ok) {
      setProblem({ message: parsed.message, set: parsed.set });
      return;
    }
    setProblem(null);
    if (!navigator.onLine) {
      keep(parsed.sets);
      return;
    }
    save.mutate(
      { sets: parsed.sets, version: game.version },
      {
        onSuccess: () => {
          // The score just saved supersedes one kept on the device for this game.
          if (kept) void outbox.discard(kept.id);
          toast.success(m.scoreSaved);
          backToChampionship();
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            keep(parsed.sets);
            return;
          }
          // A 409 that carries the game's `current` score met another save; any other 409 is the stage refusing (a
          // finished or cancelled championship), whose sentence the server gives.
          if (httpStatus(error) === 409 && conflictingScore(error)) {
            toast.warning(m.scoreConflict);
            onConflict();
            return;
          }
          setProblem({ message: serverMessage(error) ?? m.scoreError });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.scoreTitle}>
      {kept && <p className={styles.notice}>{m.keptEditing}</p>}
      {opening && (
        <p className={styles.notice} id="score-opening" data-testid="score-opening">
          {opening}
        </p>
      )}
      <SetInputs
        teamA={nameOf(game.teamAId)}
        teamB={nameOf(game.teamBId)}
        rows={rows}
        onChange={(next) => {
          setProblem(null);
          setRows(next);
        }}
        disabled={busy || opening !== null}
        invalidSet={problem?.set}
      />
      <p className={styles.meta}>{m.setHint}</p>
      {problem && (
        <p className={styles.formError} role="alert" data-testid="score-error">
          {problem.message}
        </p>
      )}
      <Button type="submit" busy={busy} busyLabel={m.savingScore} disabled={opening !== null} aria-describedby={opening ? 'score-opening' : undefined}>
        {m.saveScore}
      </Button>
    </form>
  );
}

/** The game (its teams named from the championship's `teams`) and its score form. */
function GameScoreBody({
  championshipId,
  championship,
  game,
  conflicts,
  onConflict,
}: {
  championshipId: string;
  championship: OrganizerChampionshipDetail;
  game: OrganizerGame;
  conflicts: number;
  onConflict: () => void;
}) {
  const nameOf = useTeamNames(championship.teams);
  const outbox = useOutbox();
  const kept = outbox.items?.find((item) => item.kind === 'score' && item.gameId === game.id);
  return (
    <>
      <div className="areia-card">
        <GameSummary game={game} nameOf={nameOf} />
      </div>
      {/* A 409 reloads the game; the form restarts from the score the other person saved (and its version). The
          form waits for the device's kept scores, so it starts from one kept for this game. */}
      {outbox.items !== null && (
        <ScoreForm
          key={`${game.version}:${conflicts}:${kept?.id ?? ''}`}
          championshipId={championshipId}
          game={game}
          nameOf={nameOf}
          kept={kept}
          outbox={outbox}
          onConflict={onConflict}
        />
      )}
    </>
  );
}

function GameScore({ championshipId, gameId }: { championshipId: string; gameId: string }) {
  const query = useQuery(organizerQueries.detail(championshipId));
  const [conflicts, setConflicts] = useState(0);
  if (query.isError && httpStatus(query.error) === 403) return <NoAccess />;
  const gameOf = (championship: { games: OrganizerGame[] }) => championship.games.find((candidate) => candidate.id === gameId);
  return (
    <Page>
      <PageHeader title={m.scoreTitle} backTo={paths.organizerChampionship.href(championshipId)} />
      <QueryView
        query={query}
        notFound={<OrganizerChampionshipNotFound />}
        errorMessage={(error) => serverMessage(error) ?? m.detailError}
        isEmpty={(championship) => !gameOf(championship)}
        empty={<ErrorState message={m.gameNotFound} />}
      >
        {(championship) => (
          <GameScoreBody
            championshipId={championshipId}
            championship={championship}
            game={gameOf(championship)!}
            conflicts={conflicts}
            onConflict={() => void query.refetch().then(() => setConflicts((n) => n + 1))}
          />
        )}
      </QueryView>
    </Page>
  );
}

export default function GameScorePage() {
  const { id = '', gameId = '' } = useParams();
  return (
    <OrganizerGate>
      <GameScore championshipId={id} gameId={gameId} />
    </OrganizerGate>
  );
}
