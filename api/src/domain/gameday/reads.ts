import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import type { DayCheckIn, DayGame, GameDay, MyGameDay, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { checkInOpensAt, measuredPace, predictStarts, type QueuedGame } from '@areia/shared/core/rules/court-queue';
import { checkInOpen } from '@areia/shared/core/rules/game-day';
import type { Db } from '../../platform/db/client';
import { arenas, championships, checkIns, courtPauses, games, teamMembers, teams, users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { DEFAULT_MINUTES_PER_GAME, phaseLabel, type GameRow } from '../championship/games';
import { groupStandings } from '../championship/standings';
import { rowStage } from '../championship/lifecycle';
import { ownedChampionship } from '../championship/organizer';

type Member = { teamId: string; playerId: string; nickname: string; groupLabel: string | null; seed: number | null };

/** The day's facts in three reads: the championship, its games, its drawn teams' members (and the pauses). */
async function loadDay(db: Db | Tx, championshipId: string) {
  if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
  const [row] = await db
    .select({ championship: championships, arenaName: arenas.name })
    .from(championships)
    .leftJoin(arenas, eq(arenas.id, championships.arenaId))
    .where(eq(championships.id, championshipId));
  if (!row) throw new HttpError(404, messages.championshipNotFound);
  const [gameRows, members, pauses] = await Promise.all([
    db.select().from(games).where(eq(games.championshipId, championshipId)).orderBy(asc(games.court), asc(games.queuePosition), asc(games.scheduledAt), asc(games.id)),
    db
      .select({ teamId: teamMembers.teamId, playerId: teamMembers.playerId, nickname: users.nickname, groupLabel: teams.groupLabel, seed: teams.seed })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teamMembers.playerId))
      .where(and(eq(teamMembers.championshipId, championshipId), isNotNull(teams.groupLabel)))
      .orderBy(asc(teamMembers.teamId), asc(teamMembers.position)),
    db.select().from(courtPauses).where(eq(courtPauses.championshipId, championshipId)),
  ]);
  return { championship: row.championship, arenaName: row.arenaName, gameRows, members: members as Member[], pauses };
}

/** A game as the queue rule sees it: games without a court or time (none since the draw sets both) are left out. */
export function queuedGame(game: GameRow): QueuedGame | null {
  if (!game.court || !game.scheduledAt) return null;
  return {
    id: game.id,
    court: game.court,
    position: game.queuePosition ?? 0,
    teamIds: [game.teamAId, game.teamBId],
    scheduledAt: game.scheduledAt,
    notBefore: game.notBefore,
    calledAt: game.calledAt,
    // A final score entered without a call still ends the game.
    endedAt: game.endedAt ?? (game.status === 'finalizado' ? (game.calledAt ?? game.scheduledAt) : null),
  };
}

/** The predictions of a championship's games at `now`, with the pace they used. */
export function predictDay(championship: { minutesPerGame: number | null; restMinutes: number }, gameRows: GameRow[], pauses: { court: string; untilAt: Date }[], now: Date) {
  const queued = gameRows.map(queuedGame).filter((game): game is QueuedGame => game !== null);
  const paceMinutes = measuredPace(queued, championship.minutesPerGame ?? DEFAULT_MINUTES_PER_GAME);
  const active = pauses.filter((pause) => pause.untilAt > now).map((pause) => ({ court: pause.court, until: pause.untilAt }));
  return { paceMinutes, predictions: predictStarts({ now, games: queued, pauses: active, paceMinutes, restMinutes: championship.restMinutes }) };
}

function buildDay(loaded: Awaited<ReturnType<typeof loadDay>>, now: Date): GameDay {
  const { championship, arenaName, gameRows, members, pauses } = loaded;
  const names = new Map<string, string[]>();
  for (const member of members) names.set(member.teamId, [...(names.get(member.teamId) ?? []), member.nickname]);
  const nameOf = (teamId: string) => teamNameOf(names.get(teamId) ?? []);
  const { paceMinutes, predictions } = predictDay(championship, gameRows, pauses, now);
  const bracketSize = championship.knockoutBracket?.length;
  const dayGames: DayGame[] = [];
  for (const game of gameRows) {
    const prediction = predictions.get(game.id);
    if (!prediction) continue;
    const finished = game.status === 'finalizado';
    dayGames.push({
      id: game.id,
      court: prediction.court,
      position: game.queuePosition ?? 0,
      phaseLabel: phaseLabel(game.phase, bracketSize),
      group: game.groupLabel,
      teamA: { id: game.teamAId, name: nameOf(game.teamAId) },
      teamB: { id: game.teamBId, name: nameOf(game.teamBId) },
      state: prediction.state,
      scheduledAt: game.scheduledAt!.toISOString(),
      predictedStart: prediction.predictedStart.toISOString(),
      predictedEnd: prediction.predictedEnd.toISOString(),
      delayMinutes: prediction.delayMinutes,
      notBefore: game.notBefore?.toISOString() ?? null,
      calledAt: game.calledAt?.toISOString() ?? null,
      endedAt: prediction.state === 'encerrado' ? prediction.predictedEnd.toISOString() : null,
      liveSets: game.liveSets ?? null,
      sets: finished ? (game.sets ?? null) : null,
      scoreA: finished ? game.scoreA : null,
      scoreB: finished ? game.scoreB : null,
      forfeitTeamId: game.forfeitTeamId,
      version: game.version,
    });
  }
  const courtNames = [...new Set(dayGames.map((game) => game.court))].sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
  const pauseOf = new Map(pauses.filter((pause) => pause.untilAt > now).map((pause) => [pause.court, pause.untilAt.toISOString()]));
  const courts = courtNames.map((court) => {
    const queue = dayGames.filter((game) => game.court === court).sort((a, b) => a.predictedStart.localeCompare(b.predictedStart) || a.position - b.position);
    return {
      court,
      unavailableUntil: pauseOf.get(court) ?? null,
      current: queue.find((game) => game.state === 'em_quadra') ?? null,
      next: queue.filter((game) => game.state === 'aguardando'),
    };
  });
  const teamsOf = [...names.keys()].map((teamId) => {
    const member = members.find((item) => item.teamId === teamId)!;
    return { id: teamId, groupLabel: member.groupLabel, members: nameOf(teamId), seed: member.seed };
  });
  return {
    championshipId: championship.id,
    title: championship.title,
    occurs: championship.occurs.toISOString(),
    arenaName: arenaName ?? null,
    liveVersion: championship.liveVersion,
    paceMinutes,
    restMinutes: championship.restMinutes,
    checkinMinutes: championship.checkinMinutes,
    courts,
    games: dayGames,
    standings: groupStandings(teamsOf, gameRows),
  };
}

/** The public game day: courts, what is on now, what comes next and when, the standings; nicknames only. */
export async function gameDay(db: Db, championshipId: string, now: Date): Promise<GameDay> {
  return buildDay(await loadDay(db, championshipId), now);
}

/** The organizer's day: the public one, plus each drawn team's athletes and their check-in. */
export async function organizerGameDay(db: Db, championshipId: string, now: Date): Promise<OrganizerGameDay> {
  const loaded = await loadDay(db, championshipId);
  const day = buildDay(loaded, now);
  const checked = await db
    .select({ playerId: checkIns.playerId, at: checkIns.checkedInAt })
    .from(checkIns)
    .where(and(eq(checkIns.championshipId, championshipId), inArray(checkIns.playerId, loaded.members.length ? loaded.members.map((member) => member.playerId) : [championshipId])));
  const at = new Map(checked.map((row) => [row.playerId, row.at.toISOString()]));
  const byTeam = new Map<string, DayCheckIn>();
  for (const member of loaded.members) {
    const entry = byTeam.get(member.teamId) ?? { teamId: member.teamId, teamName: '', players: [] };
    entry.players.push({ id: member.playerId, nickname: member.nickname, checkedInAt: at.get(member.playerId) ?? null });
    entry.teamName = teamNameOf(entry.players.map((player) => player.nickname));
    byTeam.set(member.teamId, entry);
  }
  return { ...day, checkIns: [...byTeam.values()] };
}

/** The athlete's own day: their drawn team, whether they checked in or may, and their next game with its prediction. */
export async function myGameDay(db: Db, championshipId: string, userId: string, now: Date): Promise<MyGameDay> {
  const loaded = await loadDay(db, championshipId);
  const stage = rowStage(loaded.championship, loaded.gameRows.length > 0, now);
  const teamId = loaded.members.find((member) => member.playerId === userId)?.teamId ?? null;
  if (!teamId) return { teamId: null, checkedInAt: null, checkInOpensAt: null, checkInOpen: false, nextGame: null };
  const day = buildDay(loaded, now);
  const mine = day.games.filter((game) => game.teamA.id === teamId || game.teamB.id === teamId);
  const upcoming = mine.filter((game) => game.state !== 'encerrado').sort((a, b) => a.predictedStart.localeCompare(b.predictedStart));
  const first = [...mine].sort((a, b) => a.predictedStart.localeCompare(b.predictedStart))[0];
  const opensAt = first ? checkInOpensAt(new Date(first.predictedStart), loaded.championship.checkinMinutes) : null;
  const [checked] = await db
    .select({ at: checkIns.checkedInAt })
    .from(checkIns)
    .where(and(eq(checkIns.championshipId, championshipId), eq(checkIns.playerId, userId)));
  return {
    teamId,
    checkedInAt: checked?.at.toISOString() ?? null,
    checkInOpensAt: opensAt?.toISOString() ?? null,
    checkInOpen: !checked && checkInOpen(stage, now, opensAt, mine.length > 0 && upcoming.length === 0),
    nextGame: upcoming[0] ?? null,
  };
}

/** The organizer's day of their own championship (403/404 otherwise, as every organizer read). */
export async function ownedGameDay(db: Db, organizerId: string, championshipId: string, now: Date): Promise<OrganizerGameDay> {
  await ownedChampionship(db, championshipId, organizerId);
  return organizerGameDay(db, championshipId, now);
}
