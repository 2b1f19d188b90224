import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { httpStatus, serverMessage } from '@areia/shared/web/api/client';
import { organizerQueries } from '@areia/shared/web/api/organizer';
import { formatLongDate, formatPrice, formatTime } from '@areia/shared/core/format/format';
import { poolSizes } from '@areia/shared/core/rules/pools';
import { stageStatus } from '@areia/shared/core/rules/lifecycle';
import { paths } from '@areia/shared/core/paths';
import type { OrganizerChampionshipDetail, OrganizerChampionshipWithGames } from '@areia/shared/core/schemas/organizer';
import { Button } from '@areia/shared/web/ui/button';
import { Chip } from '@areia/shared/web/ui/card';
import { SelectField, TextField } from '@areia/shared/web/ui/field';
import { EditIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { useOutbox, type Outbox } from '@areia/shared/web/offline/use-outbox';
import { ConfirmStep, refusalOf } from '../components/confirm-step';
import { GameCard } from '../components/game-card';
import { TeamList } from '../components/team-list';
import { useClock } from '../hooks/use-clock';
import { KeptScores } from '../components/kept-scores';
import { LifecycleActions } from '../components/lifecycle-actions';
import { NoAccess, OrganizerChampionshipNotFound, OrganizerGate } from '../components/organizer-gate';
import styles from '../components/organizer.module.css';
import { POOL_COLUMNS, PoolTable } from '../components/pool-table';
import { StandingsLegend } from '@areia/shared/web/ui/standings-legend';
import { useCloseSignups, useDrawPools, usePublishKnockout } from '../hooks/use-organizer-actions';
import { useTeamNames } from '../hooks/use-team-names';
import { messages as m } from '../messages';
import { championshipStage, gameSections, STAGE_LABELS } from '../rules/championship-stage';
import {
  manualDrawErrors,
  manualDrawPayload,
  manualPools,
  manualPoolsFor,
  poolCountOptions,
  poolLabels,
  withPoolCount,
  type DrawMode,
  type ManualDrawField,
  type ManualPoolsValues,
} from '../rules/manual-pools';
import {
  drawFormErrors,
  drawFormFor,
  drawPayload,
  knockoutFormErrors,
  knockoutPayload,
  type DrawField,
  type DrawFormValues,
  type KnockoutFormValues,
} from '../rules/pools-form';

function CloseSignups({ championship }: { championship: OrganizerChampionshipDetail }) {
  const close = useCloseSignups(championship.id);
  return (
    <ConfirmStep
      label={m.closeSignups}
      question={m.closeSignupsConfirm}
      busyLabel={m.closingSignups}
      pending={close.isPending}
      error={close.error}
      errorFallback={m.closeError}
      onClose={() => close.reset()}
      onConfirm={() => close.mutate(undefined, { onSuccess: () => toast.success(m.signupsClosed) })}
    />
  );
}

/**
 * The consequences of a draw, read from the API just before it is confirmed: the question with the count it will
 * draw, the unpaid teams it releases, the teams it draws, and its refusal with the reason when it cannot go.
 */
function DrawConsequences({ championshipId, poolCountFor, onReady }: { championshipId: string; poolCountFor: (drawn: number) => number | null; onReady: (ready: boolean) => void }) {
  const preview = useQuery(organizerQueries.drawPreview(championshipId));
  const data = preview.data;
  const ready = !!data && data.refusal === null;
  useEffect(() => {
    onReady(ready);
    return () => onReady(false);
  }, [ready, onReady]);
  if (preview.isPending) return <p className={styles.meta} role="status">{m.drawPreviewLoading}</p>;
  if (!data) return <p className={styles.formError} role="alert">{refusalOf(preview.error, m.drawPreviewError)}</p>;
  return (
    <div className={styles.consequences} data-testid="draw-consequences">
      {data.refusal ? (
        <p className={styles.formError} role="alert" data-testid="draw-refusal">
          {data.refusal}
        </p>
      ) : (
        <p className={styles.meta} data-testid="draw-confirm">
          {m.drawConfirm(data.draw.length, poolCountFor(data.draw.length))}
        </p>
      )}
      {data.release.length > 0 && (
        <>
          <h3 className={styles.consequenceTitle} id="draw-release-title">
            {m.drawReleases(data.release.length)}
          </h3>
          <ul className={styles.consequenceList} aria-labelledby="draw-release-title" data-testid="draw-release">
            {data.release.map((team) => (
              <li key={team.id}>{team.name}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.consequenceTitle} id="draw-teams-title">
        {m.drawTeams(data.draw.length)}
      </h3>
      <ul className={styles.consequenceList} aria-labelledby="draw-teams-title" data-testid="draw-teams">
        {data.draw.map((team) => (
          <li key={team.id}>{team.name}</li>
        ))}
      </ul>
    </div>
  );
}

function DrawPools({ championship }: { championship: OrganizerChampionshipDetail }) {
  const draw = useDrawPools(championship.id);
  // Only confirmed teams go into a draw (a team waiting for its partner's answer stays out, as in the API).
  const confirmed = championship.teams.filter((team) => team.status === 'confirmed');
  const teamIds = confirmed.map((team) => team.id);
  const [mode, setMode] = useState<DrawMode>('snake');
  const [values, setValues] = useState<DrawFormValues>(() => drawFormFor(championship.occurs));
  const [manual, setManual] = useState<ManualPoolsValues>(() => manualPoolsFor(teamIds));
  const [showErrors, setShowErrors] = useState(false);
  // The draw closes sign-ups and fixes the teams: it is confirmed, naming what will be drawn.
  const [confirming, setConfirming] = useState(false);
  // The confirm waits for the preview to say the draw can go (it names what the draw will release and draw).
  const [drawReady, setDrawReady] = useState(false);
  const errorsNow = () => (mode === 'manual' ? manualDrawErrors(values, manual, teamIds) : drawFormErrors(values));
  const errors: Partial<Record<DrawField | ManualDrawField, string>> = showErrors ? errorsNow() : {};
  const busy = draw.isPending;
  const edited = () => {
    if (draw.isError) draw.reset();
    setConfirming(false);
  };
  const set = <K extends keyof DrawFormValues>(key: K, value: DrawFormValues[K]) => {
    edited();
    setValues((previous) => ({ ...previous, [key]: value }));
  };
  const setGroup = (teamId: string, label: string) => {
    edited();
    setManual((previous) => ({ ...previous, groups: { ...previous.groups, [teamId]: label } }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errorsNow()).length > 0) return;
    setConfirming(true);
  };
  const confirm = () => {
    const payload = mode === 'manual' ? manualDrawPayload(values, manual, teamIds) : drawPayload(values);
    draw.mutate(payload, { onSuccess: () => toast.success(mode === 'manual' ? m.groupsSaved : m.drawn) });
  };
  const labels = poolLabels(manual.poolCount);
  const pools = manualPools(manual, teamIds);
  return (
    <form className="areia-card" onSubmit={submit} noValidate aria-label={m.drawTitle}>
      <h2 className={styles.cardTitle}>{m.drawTitle}</h2>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="areia-field__label">{m.drawMode}</legend>
        <div className={styles.modes}>
          {(['snake', 'manual'] as const).map((option) => (
            <label key={option} className={styles.mode}>
              <input
                type="radio"
                name="draw-mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  edited();
                  setMode(option);
                }}
              />
              <span>{option === 'snake' ? m.drawModeSnake : m.drawModeManual}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className={styles.meta}>{mode === 'manual' ? m.manualHelp : m.drawHelp}</p>
      {mode === 'snake' ? (
        <SelectField label={m.poolSize} value={values.poolSize} onChange={(e) => set('poolSize', e.target.value === '3' ? '3' : '4')} disabled={busy}>
          <option value="4">{m.poolSizeOption(4)}</option>
          <option value="3">{m.poolSizeOption(3)}</option>
        </SelectField>
      ) : (
        <>
          <SelectField
            label={m.poolCount}
            value={String(manual.poolCount)}
            onChange={(e) => {
              edited();
              setManual((previous) => withPoolCount(previous, Number(e.target.value)));
            }}
            disabled={busy}
          >
            {poolCountOptions(teamIds.length).map((count) => (
              <option key={count} value={count}>
                {m.poolCountOption(count)}
              </option>
            ))}
          </SelectField>
          <ul className={styles.assign} aria-label={m.drawModeManual}>
            {confirmed.map((team) => (
              <li key={team.id} className={styles.assignRow}>
                <span className={styles.assignTeam}>
                  <strong>{team.name}</strong> <span className="areia-muted">· {m.teamLevel(team.rating)}</span>
                </span>
                <select
                  className="areia-field__control"
                  aria-label={m.teamGroup(team.name)}
                  value={manual.groups[team.id] ?? ''}
                  onChange={(e) => setGroup(team.id, e.target.value)}
                  disabled={busy}
                >
                  <option value="">{m.noGroup}</option>
                  {labels.map((label) => (
                    <option key={label} value={label}>
                      {m.pool(label)}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          {confirmed.length < championship.teams.length && (
            <p className={styles.notice}>{m.pendingOut(championship.teams.length - confirmed.length)}</p>
          )}
          <p className={styles.meta} data-testid="manual-pool-counts">
            {labels.map((label, index) => m.groupCount(label, pools[index]!.length)).join(' · ')}
          </p>
          {errors.pools && (
            <p className={styles.formError} role="alert" data-testid="manual-pools-error">
              {errors.pools}
            </p>
          )}
        </>
      )}
      <div className={styles.row}>
        <TextField label={m.startsDate} type="date" value={values.date} onChange={(e) => set('date', e.target.value)} disabled={busy} error={errors.date} />
        <TextField label={m.startsTime} type="time" value={values.time} onChange={(e) => set('time', e.target.value)} disabled={busy} />
      </div>
      <div className={styles.row}>
        <TextField label={m.courts} inputMode="numeric" value={values.courts} onChange={(e) => set('courts', e.target.value)} disabled={busy} error={errors.courts} />
        <TextField
          label={m.minutesPerGame}
          inputMode="numeric"
          value={values.minutesPerGame}
          onChange={(e) => set('minutesPerGame', e.target.value)}
          disabled={busy}
          error={errors.minutesPerGame}
        />
      </div>
      {draw.isError && <p className={styles.formError} role="alert">{refusalOf(draw.error, m.drawError)}</p>}
      {confirming ? (
        <div role="group" aria-label={m.confirmDraw} className={styles.actions}>
          <DrawConsequences
            championshipId={championship.id}
            poolCountFor={(drawn) => (mode === 'manual' ? manual.poolCount : (poolSizes(drawn, values.poolSize === '3' ? 3 : 4)?.length ?? null))}
            onReady={setDrawReady}
          />
          <Button busy={busy} busyLabel={mode === 'manual' ? m.savingGroups : m.drawing} disabled={!drawReady} onClick={confirm}>
            {m.confirmDraw}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {m.keep}
          </Button>
        </div>
      ) : mode === 'manual' ? (
        <Button type="submit" busy={busy} busyLabel={m.savingGroups}>
          {m.saveGroups}
        </Button>
      ) : (
        <Button type="submit" busy={busy} busyLabel={m.drawing}>
          {m.draw}
        </Button>
      )}
    </form>
  );
}

function PublishKnockout({ championship }: { championship: OrganizerChampionshipDetail }) {
  const publish = usePublishKnockout(championship.id);
  const [values, setValues] = useState<KnockoutFormValues>({ qualifiersPerPool: '2', bestThirds: '0' });
  const [showErrors, setShowErrors] = useState(false);
  // Publishing fixes the bracket for good: it asks first.
  const [confirming, setConfirming] = useState(false);
  const errors = showErrors ? knockoutFormErrors(values) : {};
  const busy = publish.isPending;
  const set = <K extends keyof KnockoutFormValues>(key: K, value: string) => {
    if (publish.isError) publish.reset();
    setConfirming(false);
    setValues((previous) => ({ ...previous, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(knockoutFormErrors(values)).length > 0) return;
    setConfirming(true);
  };
  const confirm = () => publish.mutate(knockoutPayload(values), { onSuccess: () => toast.success(m.knockoutPublished) });
  return (
    <form className="areia-card" onSubmit={submit} noValidate aria-label={m.knockoutTitle}>
      <h2 className={styles.cardTitle}>{m.knockoutTitle}</h2>
      <p className={styles.meta}>{m.knockoutHelp}</p>
      <div className={styles.row}>
        <TextField
          label={m.qualifiersPerPool}
          inputMode="numeric"
          value={values.qualifiersPerPool}
          onChange={(e) => set('qualifiersPerPool', e.target.value)}
          disabled={busy}
          error={errors.qualifiersPerPool}
        />
        <TextField label={m.bestThirds} inputMode="numeric" value={values.bestThirds} onChange={(e) => set('bestThirds', e.target.value)} disabled={busy} error={errors.bestThirds} />
      </div>
      {publish.isError && <p className={styles.formError} role="alert">{refusalOf(publish.error, m.knockoutError)}</p>}
      {confirming ? (
        <div role="group" aria-label={m.confirmKnockout} className={styles.actions}>
          <p className={styles.meta} data-testid="knockout-confirm">
            {m.knockoutConfirm(Number(values.qualifiersPerPool), Number(values.bestThirds))}
          </p>
          <Button busy={busy} busyLabel={m.publishing} onClick={confirm}>
            {m.confirmKnockout}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {m.keep}
          </Button>
        </div>
      ) : (
        <Button type="submit" busy={busy} busyLabel={m.publishing}>
          {m.publishKnockout}
        </Button>
      )}
    </form>
  );
}

function ChampionshipDetail({ championship, outbox }: { championship: OrganizerChampionshipWithGames; outbox: Outbox }) {
  const stage = championshipStage(championship);
  // The reopen window is days long: the moment the page opened is close enough.
  const [now] = useState(() => new Date());
  // Scores open an hour before each game: the cards say when, and change on their own as the hour comes.
  const clock = useClock();
  const sections = gameSections(championship.games);
  const nameOf = useTeamNames(championship.teams);
  return (
    <>
      {championship.bannerUrl && <img className={styles.banner} src={championship.bannerUrl} alt="" />}
      <div className={styles.status}>
        <span className="areia-chip areia-chip--accent" data-testid="organizer-stage" data-stage={championship.stage}>
          {stageStatus(championship.stage, championship.maxTeams - championship.teamsCount)}
        </span>
        {championship.stage === 'em_andamento' && <Chip>{STAGE_LABELS[stage]}</Chip>}
        <Chip>{championship.category}</Chip>
        <Chip>{m.teams(championship.teamsCount, championship.maxTeams)}</Chip>
      </div>
      <p className={styles.meta}>
        {formatLongDate(championship.occurs)} · {formatTime(championship.occurs)}
      </p>
      <p className={styles.meta}>
        {championship.arenaName} · {formatPrice(championship.price)}
      </p>
      <div className={styles.actions}>
        {championship.price > 0 && (
          <Link className="areia-button areia-button--secondary" to={paths.organizerPayments.href(championship.id)}>
            {m.paymentsLink}
          </Link>
        )}
        {championship.games.length > 0 && (
          <Link className="areia-button areia-button--primary" to={paths.organizerDay.href(championship.id)}>
            {m.dayLink}
          </Link>
        )}
        {stage === 'signups' && <CloseSignups championship={championship} />}
      </div>
      {(stage === 'signups' || stage === 'closed') && <DrawPools championship={championship} />}
      {stage === 'poolsFinished' && <PublishKnockout championship={championship} />}
      {stage === 'pools' && <p className={styles.meta}>{m.knockoutWaiting}</p>}
      <LifecycleActions championship={championship} now={now} />

      {championship.pools.length > 0 ? (
        <>
          <h2 className={styles.section}>{m.pools}</h2>
          <div className="areia-list">
            {championship.pools.map((pool) => (
              <PoolTable key={pool.label} pool={pool} nameOf={nameOf} />
            ))}
            <section className="areia-card">
              <StandingsLegend columns={POOL_COLUMNS} />
            </section>
          </div>
        </>
      ) : (
        <>
          <h2 className={styles.section}>{m.teamsTitle}</h2>
          <TeamList championship={championship} />
        </>
      )}

      {sections.length > 0 && (
        <>
          <h2 className={styles.section}>{m.games}</h2>
          {sections.map((section) => (
            <section key={section.key} aria-label={section.title}>
              <h3 className={styles.meta}>{section.title}</h3>
              <ul className="areia-list">
                {section.games.map((game) => (
                  <li key={game.id}>
                    <GameCard championshipId={championship.id} game={game} nameOf={nameOf} now={clock} kept={outbox.items?.find((item) => item.kind === 'score' && item.gameId === game.id)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

function OrganizerChampionship({ id }: { id: string }) {
  const query = useQuery(organizerQueries.detail(id));
  const outbox = useOutbox();
  if (query.isError && httpStatus(query.error) === 403) return <NoAccess />;
  return (
    <Page>
      <PageHeader
        title={query.data?.title ?? m.areaTitle}
        backTo={paths.organizer.href()}
        actions={
          query.data && (
            <Link className="areia-icon-button" to={paths.organizerEditChampionship.href(id)} aria-label={m.edit} title={m.edit}>
              <EditIcon />
            </Link>
          )
        }
      />
      {/* From the device, above the championship: it shows without signal, when the championship cannot load. */}
      <KeptScores outbox={outbox} championshipId={id} />
      <QueryView query={query} notFound={<OrganizerChampionshipNotFound />} errorMessage={(error) => serverMessage(error) ?? m.detailError}>
        {(championship) => <ChampionshipDetail championship={championship} outbox={outbox} />}
      </QueryView>
    </Page>
  );
}

export default function OrganizerChampionshipPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <OrganizerChampionship id={id} />
    </OrganizerGate>
  );
}
