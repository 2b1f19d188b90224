import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { brasiliaToday } from '@areia/shared/core/rules/lifecycle';
import type { organizerChampionshipInputSchema } from '@areia/shared/core/schemas/organizer';
import { z } from 'zod';
import { arenas, championships } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { removeStoredAvatar, storeAvatar, uploadedImage } from '../../platform/media/avatar';
import {
  toOrganizerGame,
  type ChampionshipRow,
} from '../../domain/championship/games';
import { HttpError } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { mediaStoreOf } from '../../platform/media/media-store';
import { messages } from '../../platform/http/messages';
import { cursorTimestamp, cursorUuid, decodeCursor, pageLimit, answerPage, answerBoundedPage } from '../../platform/http/paging';
import { organizerDetail, organizerGames, ownedChampionship, requireOrganizerAccount, summarySelection, toSummary } from '../../domain/championship/organizer';
import { finishChampionship, reopenChampionship } from '../../domain/championship/finish';
import {
  cancelChampionship as cancelOwnedChampionship,
  closeSignups as closeChampionshipSignups,
  drawPools as drawChampionshipPools,
  previewDraw,
} from '../../domain/championship/stage-steps';
import { enterScore } from '../../domain/championship/scores';
import { createChampionship, editChampionship } from '../../domain/championship/edit';
import { publishKnockout as publishKnockoutOf } from '../../domain/championship/knockout';
import type { Tx } from '../../platform/db/tx';
import type {
  bannerRoute,
  cancelRoute,
  finishRoute,
  reopenRoute,
  closeSignupsRoute,
  createChampionshipRoute,
  drawPoolsRoute,
  drawPreviewRoute,
  getChampionshipRoute,
  listGamesRoute,
  listMineRoute,
  publishKnockoutRoute,
  saveScoreRoute,
  updateChampionshipRoute,
} from './organizer.routes';

const listCursorShape = z.tuple([z.union([z.literal(0), z.literal(1)]), cursorTimestamp, cursorUuid]);

type Input = z.output<typeof organizerChampionshipInputSchema>;

function columnsOf(input: Input) {
  return {
    title: input.title,
    category: input.category,
    occurs: new Date(input.occurs),
    arenaId: input.arenaId,
    maxTeams: input.maxTeams,
    playersPerTeam: input.playersPerTeam,
    priceCents: Math.round(input.price * 100),
    // Omitted on an edit: the hours stay as they were (on a new championship, the column's default).
    ...(input.paymentHours === undefined ? {} : { paymentHours: input.paymentHours }),
    contact: input.contact,
    description: input.description?.trim() ? input.description.trim() : null,
    rules: input.rules?.trim() ? input.rules.trim() : null,
  };
}

export function organizerHandlers(deps: AppDeps) {
  async function assertArena(arenaId: string) {
    const [arena] = await deps.db.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arenaId));
    if (!arena) throw new HttpError(404, messages.arenaNotFound);
  }

  async function fresh(id: string): Promise<ChampionshipRow> {
    const [row] = await deps.db.select().from(championships).where(eq(championships.id, id));
    if (!row) throw new HttpError(404, messages.championshipNotFound);
    return row;
  }

  /**
   * A page of the caller's championships: the coming ones first, soonest first (today's stay with them until the day
   * ends in Brasília), then the past ones, latest first. Each part is one range of championships_organizer_idx
   * ((occurs, id) forward, then backward), with each row's counts in the same statement; the cursor names its part.
   */
  const listMine: RouteHandler<typeof listMineRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const after = decodeCursor(query.cursor, listCursorShape);
    await requireOrganizerAccount(deps, c.var.auth.id);
    const boundary = brasiliaToday(nowOf(deps)).start;
    const partRows = (part: 0 | 1, rows: number) => {
      const key = after && after[0] === part ? sql`(${championships.occurs}, ${championships.id})` : undefined;
      const cursor = after && after[0] === part ? sql`(${after[1]}::timestamptz, ${after[2]}::uuid)` : undefined;
      return deps.db
        .select(summarySelection())
        .from(championships)
        .leftJoin(arenas, eq(arenas.id, championships.arenaId))
        .where(
          and(
            eq(championships.organizerId, c.var.auth.id),
            part === 0 ? gte(championships.occurs, boundary) : lt(championships.occurs, boundary),
            key && cursor ? (part === 0 ? sql`${key} > ${cursor}` : sql`${key} < ${cursor}`) : undefined,
          ),
        )
        .orderBy(...(part === 0 ? [asc(championships.occurs), asc(championships.id)] : [desc(championships.occurs), desc(championships.id)]))
        .limit(rows)
        .then((found) => found.map((row) => ({ ...row, part })));
    };
    const coming = after && after[0] === 1 ? [] : await partRows(0, limit + 1);
    const rows = coming.length > limit ? coming : [...coming, ...(await partRows(1, limit + 1 - coming.length))];
    return answerPage(c, rows, limit, (row) => [row.part, row.occursKey, row.championship.id], (page) => page.map((row) => toSummary(c, deps, row)));
  };

  const create: RouteHandler<typeof createChampionshipRoute, AppEnv> = async (c) => {
    const input = c.req.valid('json');
    await requireOrganizerAccount(deps, c.var.auth.id);
    await assertArena(input.arenaId);
    const row = await createChampionship(deps, c.var.auth.id, columnsOf(input));
    return c.json(await organizerDetail(c, deps, row), 201);
  };

  const detail: RouteHandler<typeof getChampionshipRoute, AppEnv> = async (c) => {
    const row = await ownedChampionship(deps.db, c.req.valid('param').id, c.var.auth.id);
    return c.json(await organizerDetail(c, deps, row), 200);
  };

  /** The games apart from the detail, in pages (≤ ~160 games, read whole; only the byte budget cuts a page). */
  const listGames: RouteHandler<typeof listGamesRoute, AppEnv> = async (c) => {
    const row = await ownedChampionship(deps.db, c.req.valid('param').id, c.var.auth.id);
    const all = await organizerGames(deps, row);
    return answerBoundedPage(c, c.req.valid('query'), all, (game) => game.id, (page) => page);
  };

  const update: RouteHandler<typeof updateChampionshipRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await ownedChampionship(deps.db, id, c.var.auth.id);
    await assertArena(input.arenaId);
    await editChampionship(deps, c.var.auth.id, id, columnsOf(input));
    return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
  };

  const banner: RouteHandler<typeof bannerRoute, AppEnv> = async (c) => {
    const row = await ownedChampionship(deps.db, c.req.valid('param').id, c.var.auth.id);
    const image = await uploadedImage(c, 'banner', { missing: messages.bannerMissing, invalid: messages.invalidImage });
    // The avatars' storage and naming: a new name per upload, the previous upload removed (demo art is left alone).
    const store = mediaStoreOf(deps);
    const storedPath = await storeAvatar(store, row.id, image);
    await deps.db.update(championships).set({ bannerPath: storedPath }).where(eq(championships.id, row.id));
    await removeStoredAvatar(store, row.bannerPath);
    return c.json({ bannerUrl: absoluteUrl(c, deps, storedPath)! }, 200);
  };

  const closeSignups: RouteHandler<typeof closeSignupsRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await ownedChampionship(deps.db, id, c.var.auth.id);
    await closeChampionshipSignups(deps, id, c.var.auth.id);
    return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
  };

  const drawPreview: RouteHandler<typeof drawPreviewRoute, AppEnv> = async (c) => {
    return c.json(await previewDraw(deps, c.req.valid('param').id, c.var.auth.id), 200);
  };

  const drawPools: RouteHandler<typeof drawPoolsRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await ownedChampionship(deps.db, id, c.var.auth.id);
    await drawChampionshipPools(deps, id, c.var.auth.id, c.req.valid('json'));
    return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
  };

  const publishKnockout: RouteHandler<typeof publishKnockoutRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await publishKnockoutOf(deps, c.var.auth.id, id, c.req.valid('json'));
    return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
  };

  const saveScore: RouteHandler<typeof saveScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const { sets, version } = c.req.valid('json');
    const saved = await enterScore(deps, { organizerId: c.var.auth.id, gameId, sets, version });
    return c.json(toOrganizerGame(saved.row, undefined, saved.bracketSize), 200);
  };

  /** Finish and reopen lock for themselves (domain/championship/finish.ts) and read the clock after their locks. */
  function playStep(step: (tx: Tx, championshipId: string, clock: () => Date) => Promise<unknown>) {
    return async (c: Context<AppEnv>, id: string) => {
      await ownedChampionship(deps.db, id, c.var.auth.id);
      await deps.db.transaction((tx) => step(tx, id, () => nowOf(deps)));
      return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
    };
  }
  const finishStep = playStep((tx, id, clock) => finishChampionship(tx, id, clock, deps));
  const reopenStep = playStep(reopenChampionship);

  const finish: RouteHandler<typeof finishRoute, AppEnv> = (c) => finishStep(c, c.req.valid('param').id);
  const reopen: RouteHandler<typeof reopenRoute, AppEnv> = (c) => reopenStep(c, c.req.valid('param').id);
  const cancel: RouteHandler<typeof cancelRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await ownedChampionship(deps.db, id, c.var.auth.id);
    await cancelOwnedChampionship(deps, id, c.var.auth.id, c.req.valid('json').reason);
    return c.json(await organizerDetail(c, deps, await fresh(id)), 200);
  };

  return { listMine, create, detail, listGames, update, banner, closeSignups, drawPreview, drawPools, publishKnockout, saveScore, finish, reopen, cancel };
}

