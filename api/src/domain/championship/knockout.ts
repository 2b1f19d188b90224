import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { knockoutOpen } from '@areia/shared/core/rules/lifecycle';
import { knockoutBracket, knockoutPlan, knockoutQualifiers } from '@areia/shared/core/rules/pools';
import { GAME_PHASE_POOLS, type publishKnockoutSchema } from '@areia/shared/core/schemas/organizer';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { championships, games } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { notify } from '../notifications/notify';
import { drawnPlayers } from '../notifications/recipients';
import { loadTeams, standingTeam } from './data';
import { DEFAULT_MINUTES_PER_GAME, insertKnockoutGames } from './games';
import { stageIn, stageRefusal } from './lifecycle';
import { ownedChampionship } from './organizer';
import { poolTables } from './standings';
import { publishLive } from '../live/publish';

export type PublishKnockout = z.output<typeof publishKnockoutSchema>;

/**
 * Publishes the knockout from the pools' final tables: the championship's row locked first (nothing else: teams and
 * athletes are only read), then `knockoutOpen` asks the stage (409 before the draw, finished or cancelled), a bracket
 * already published is 409, pool games without a result or impossible qualifiers 422. Writes the bracket and its
 * first round's games and tells everyone who played the pools, in one transaction.
 */
export async function publishKnockout(deps: AppDeps, organizerId: string, championshipId: string, input: PublishKnockout): Promise<void> {
  await ownedChampionship(deps.db, championshipId, organizerId);
  await deps.db.transaction(async (tx) => {
    const locked = await ownedChampionship(tx, championshipId, organizerId, true);
    if (locked.knockoutBracket) throw new HttpError(409, messages.knockoutAlreadyPublished);
    const stage = await stageIn(tx, locked, nowOf(deps));
    if (!knockoutOpen(stage)) throw stageRefusal(stage, messages.poolsNotDrawn);
    const poolGameRows = await tx.select().from(games).where(and(eq(games.championshipId, locked.id), eq(games.phase, GAME_PHASE_POOLS)));
    const left = poolGameRows.filter((game) => game.status !== 'finalizado').length;
    if (left > 0) throw new HttpError(422, messages.poolsNotFinished(left));
    const loaded = await loadTeams({ ...deps, db: tx }, locked.id);
    const standingTeams = loaded.map(standingTeam);
    const places = [...poolTables(standingTeams, poolGameRows)].flatMap(([label, rows]) =>
      rows.map(({ team, row }) => ({
        teamId: team.id,
        pool: label,
        position: row.position,
        played: row.played,
        matchPoints: row.matchPoints,
        pointsFor: row.pointsFor,
        pointsAgainst: row.pointsAgainst,
        rating: team.rating ?? 0,
      })),
    );
    const qualified = knockoutQualifiers(places, input.qualifiersPerPool, input.bestThirds);
    if (!qualified.ok) throw new HttpError(422, qualified.message);
    const bracket = knockoutBracket(qualified.seeds);
    const minutes = input.minutesPerGame ?? locked.minutesPerGame ?? DEFAULT_MINUTES_PER_GAME;
    const courts = input.courts ?? locked.courts ?? 1;
    const lastPoolGame = Math.max(...poolGameRows.map((game) => game.scheduledAt?.getTime() ?? locked.occurs.getTime()));
    const startsAt = input.startsAt ? new Date(input.startsAt) : new Date(lastPoolGame + minutes * 60_000);
    const [saved] = await tx
      .update(championships)
      .set({ knockoutBracket: bracket, courts, minutesPerGame: minutes })
      .where(eq(championships.id, locked.id))
      .returning();
    await insertKnockoutGames(tx, saved!, bracket.length, knockoutPlan(bracket, []).create, { startsAt, courts, minutesPerGame: minutes });
    // Everyone who played the pools: those who go on see their games, the others that their part ended.
    await notify(tx, deps, {
      userIds: await drawnPlayers(tx, locked.id),
      kind: 'games_published',
      params: { championshipId: locked.id, championshipTitle: locked.title, phase: 'knockout' },
    });
    await publishLive(tx, locked.id, ['championship', 'games', 'day']);
  });
}
