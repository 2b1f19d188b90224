import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { GameStatus } from '@areia/shared/core/constants';
import type { InvitationStatus } from '@areia/shared/core/schemas/invitation';
import type { PaymentStatus, PixKeyType } from '@areia/shared/core/schemas/payment';
import type { NoticeKind } from '@areia/shared/core/schemas/notification';
import type { PushGroup } from '@areia/shared/core/rules/push';
import type { ScoreReportStatus } from '@areia/shared/core/schemas/organizer';
import type { TeamStatus } from '@areia/shared/core/schemas/team';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const modalities = pgTable('modalities', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    cpf: text('cpf').notNull(),
    nickname: text('nickname').notNull(),
    /** The nickname folded for comparison (case, accents, look-alike letters, invisible characters): see shared/validation/nickname. */
    nicknameFolded: text('nickname_folded'),
    fullName: text('full_name'),
    avatarPath: text('avatar_path'),
    born: date('born', { mode: 'string' }),
    gender: text('gender'),
    whatsapp: text('whatsapp'),
    /** The level (0–1200): the static rating until the first rated game, then levelOf(μ) (0018_earned_ranking.sql). */
    rating: integer('rating').notNull().default(0),
    /** Best 5 results of the last 365 days, as of the athlete's last finish. */
    rankingPoints: integer('ranking_points').notNull().default(0),
    /** μ and σ on the level scale; null until the first rated game (then from the static rating, or a new account's). */
    levelMu: doublePrecision('level_mu'),
    levelSigma: doublePrecision('level_sigma'),
    lastGameAt: timestamp('last_game_at', { withTimezone: true, mode: 'date' }),
    /** The category a finish decided (hysteresis); null until then: the band of the rating. */
    category: text('category'),
    categoryUpAt: timestamp('category_up_at', { withTimezone: true, mode: 'date' }),
    categoryDownAt: timestamp('category_down_at', { withTimezone: true, mode: 'date' }),
    /** May create and run championships (0006_organizers.sql). */
    isOrganizer: boolean('is_organizer').notNull().default(false),
    /** Vôlei active in user_modalities, kept by its trigger: only such accounts are players (0017_listed_players.sql). */
    plays: boolean('plays').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Nickname and full name folded, joined by a line feed: what a players search tests (0012_search_fold.sql). */
    searchFold: text('search_fold').generatedAlwaysAs(sql`areia_fold(nickname) || E'\n' || coalesce(areia_fold(full_name), '')`),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_cpf_key').on(t.cpf),
    // Nicknames identify players in lists and team names, so "Ana" and "ana" must not both exist.
    uniqueIndex('users_nickname_lower_key').on(sql`lower(${t.nickname})`),
    // Ranking order (points desc, level desc, created_at, id) on negated keys, so a keyset comparison is one index range
    // (0022_points_order.sql); players only (0017_listed_players.sql).
    index('users_ranking_idx').on(sql`(-${t.rankingPoints})`, sql`(-${t.rating})`, t.createdAt, t.id).where(sql`${t.plays}`),
    // 0018_earned_ranking.sql: the partner picker's reads of decided categories and of recent moves down; with what its
    // search and may-join test read (0037_category_search.sql).
    index('users_category_ranking_idx')
      .on(t.category, sql`(-${t.rating})`, t.createdAt, t.id, t.searchFold, t.rating, t.categoryDownAt)
      .where(sql`${t.plays} AND ${t.category} IS NOT NULL`),
    index('users_category_down_idx').on(t.categoryDownAt).where(sql`${t.categoryDownAt} IS NOT NULL`),
    // 0012_search_fold.sql: the ranking order, then what a search tests, so it never visits the table.
    index('users_ranking_search_idx')
      .on(sql`(-${t.rankingPoints})`, sql`(-${t.rating})`, t.createdAt, t.id, t.searchFold, t.rating, t.rankingPoints)
      .where(sql`${t.plays}`),
    // 0022_points_order.sql: the partner picker's level order (-rating, created_at, id), with what a search tests and
    // (0028_search_bounded.sql) what its may-join test reads.
    index('users_level_search_idx')
      .on(sql`(-${t.rating})`, t.createdAt, t.id, t.searchFold, t.rating, t.category, t.categoryDownAt)
      .where(sql`${t.plays}`),
    index('users_search_trgm_idx').using('gin', sql`${t.searchFold} gin_trgm_ops`),
    index('users_search_bigram_idx').using('gin', sql`areia_folded_bigrams(${t.searchFold})`),
    // "Demo", "demó" and Cyrillic "Dеmo" read the same: only one of them may exist.
    uniqueIndex('users_nickname_folded_key').on(t.nicknameFolded),
  ],
);

/** Players per ranking points, kept by triggers on users (0022_points_order.sql), players only: the points above a position. */
export const pointsCounts = pgTable('points_counts', {
  rankingPoints: integer('ranking_points').primaryKey(),
  players: bigint('players', { mode: 'number' }).notNull().default(0),
});

/** Players per points and level, kept by the same triggers (0003_scale.sql, re-keyed in 0022): the levels above on equal points. */
export const ratingCounts = pgTable(
  'rating_counts',
  {
    rankingPoints: integer('ranking_points').notNull().default(0),
    rating: integer('rating').notNull(),
    players: bigint('players', { mode: 'number' }).notNull().default(0),
  },
  // The key's index also carries players (INCLUDE, hand-written in 0022_points_order.sql).
  (t) => [primaryKey({ columns: [t.rankingPoints, t.rating] })],
);

/** Players per points, level and signup day (UTC), kept by the same triggers (0010_ranking.sql, re-keyed in 0022): ties counted per day. */
export const ratingDayCounts = pgTable(
  'rating_day_counts',
  {
    rankingPoints: integer('ranking_points').notNull().default(0),
    rating: integer('rating').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    players: bigint('players', { mode: 'number' }).notNull().default(0),
  },
  // The key's index also carries players (INCLUDE, hand-written in 0010/0022): one level's days sum index-only.
  (t) => [primaryKey({ columns: [t.rankingPoints, t.rating, t.day] })],
);

/**
 * One row per user and distinct word of search_fold, with the columns the players list and the partner picker order
 * and filter by under users' own names, kept by triggers on users (0038_user_words.sql): a search for several words
 * reads the rows of its last word in a list's order (platform/db/search.ts). `word` compares bytewise (COLLATE "C"),
 * so the words that begin with a prefix are one range of its indexes (hand-written in 0038, with INCLUDE).
 */
export const userWords = pgTable(
  'user_words',
  {
    word: text('word').notNull(),
    id: uuid('id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plays: boolean('plays').notNull(),
    rankingPoints: integer('ranking_points').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    category: text('category'),
    categoryDownAt: timestamp('category_down_at', { withTimezone: true, mode: 'date' }),
    searchFold: text('search_fold').notNull(),
  },
  (t) => [primaryKey({ name: 'user_words_pkey', columns: [t.id, t.word] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userModalities = pgTable(
  'user_modalities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modality: uuid('modality')
      .notNull()
      .references(() => modalities.id),
    status: text('status').notNull().default('active'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modality] })],
);

export type PriceItem = { title: string; value: number };

export const arenas = pgTable(
  'arenas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    logoPath: text('logo_path'),
    mainImagePath: text('main_image_path'),
    phone: text('phone').notNull(),
    instagram: text('instagram').notNull(),
    website: text('website').notNull(),
    prices: jsonb('prices').$type<PriceItem[]>().notNull().default([]),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
    /** Name and address folded, joined by a line feed: what an arenas search tests (0012_search_fold.sql). */
    searchFold: text('search_fold').generatedAlwaysAs(sql`areia_fold(name) || E'\n' || areia_fold(address)`),
  },
  (t) => [
    // 0012_search_fold.sql: name, id first (the list's order), then what a search tests, so it never visits the table.
    index('arenas_name_search_idx').on(t.name, t.id, t.searchFold),
    index('arenas_search_trgm_idx').using('gin', sql`${t.searchFold} gin_trgm_ops`),
    index('arenas_search_bigram_idx').using('gin', sql`areia_folded_bigrams(${t.searchFold})`),
    // With id (0010_ranking.sql): a nearby page's ids and distances come from the index alone.
    index('arenas_location_idx').on(t.latitude, t.longitude, t.id),
  ],
);

export const championships = pgTable(
  'championships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modalityId: uuid('modality_id')
      .notNull()
      .references(() => modalities.id),
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id),
    title: text('title').notNull(),
    category: text('category').notNull(),
    occurs: timestamp('occurs', { withTimezone: true, mode: 'date' }).notNull(),
    bannerPath: text('banner_path'),
    logoPath: text('logo_path'),
    // Money in centavos: no float rounding in storage.
    priceCents: integer('price_cents').notNull(),
    isDisabled: boolean('is_disabled').notNull().default(false),
    description: text('description'),
    /** The organizer's own rules (format, sets, tie-breaks), up to 2 000 characters (0015_championship_rules.sql). */
    rules: text('rules'),
    maxTeams: integer('max_teams').notNull(),
    playersPerTeam: integer('players_per_team').notNull().default(2),
    contact: text('contact').notNull(),
    /** The user who runs it; only they change it (0006_organizers.sql). */
    organizerId: uuid('organizer_id').references(() => users.id),
    signupsClosed: boolean('signups_closed').notNull().default(false),
    /** Schedule chosen at the pool draw, reused by the knockout rounds. */
    courts: integer('courts'),
    minutesPerGame: integer('minutes_per_game'),
    /** The knockout's first round in bracket order (null = bye); later rounds follow from the results. */
    knockoutBracket: jsonb('knockout_bracket').$type<(string | null)[]>(),
    /** The organizer's finish (0014_lifecycle.sql); the reopen window counts from it. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    /** Hours an athlete has to pay after the team is confirmed, never past the start (0019_payments.sql). */
    paymentHours: integer('payment_hours').notNull().default(48),
    /** Bumped with a NOTIFY on areia_live by every change a live screen shows (0025_game_day.sql, domain/live). */
    liveVersion: bigint('live_version', { mode: 'number' }).notNull().default(0),
    /** Game day: minimum rest between a team's games, and how long before its first game an athlete may check in. */
    restMinutes: integer('rest_minutes').notNull().default(10),
    checkinMinutes: integer('checkin_minutes').notNull().default(60),
    createdAt: createdAt(),
  },
  (t) => [
    index('championships_organizer_idx').on(t.organizerId, t.occurs, t.id),
    index('championships_modality_idx').on(t.modalityId, t.occurs, t.id),
    // Neither finished nor cancelled: the list's "Todos" and the home's count (domain/championship/lifecycle.ts).
    index('championships_current_idx').on(t.modalityId, t.occurs, t.id).where(sql`${t.finishedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('championships_arena_current_idx').on(t.arenaId).where(sql`${t.finishedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('championships_title_trgm_idx').using('gin', sql`areia_fold(${t.title}) gin_trgm_ops`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    // 1..max_teams; unique per championship so two concurrent sign-ups can never take the same last slot. Null while
    // waiting on the list (waitlisted_at) or once released at the payment deadline (released_at): 0020_waitlist.sql.
    slot: integer('slot'),
    groupLabel: text('group_label'),
    /** Its seed at the draw (1 = top: most points, then level); the pools' last tie-break. Null until drawn. */
    seed: integer('seed'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** 'pending' until every invited member accepts (0005_invitations.sql); a pending team holds its slot. */
    status: text('status').$type<TeamStatus>().notNull().default('confirmed'),
    /** Final place once the championship is finished (shared/src/core/rules/placements.ts); null before. */
    placement: integer('placement'),
    /** Set while the team waits for a slot: its place on the list (earliest first). */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true, mode: 'date' }),
    /** Set when the team lost its slot at the payment deadline; the row stays for the organizer's records. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('teams_championship_slot_key').on(t.championshipId, t.slot),
    index('teams_waitlist_idx').on(t.championshipId, t.waitlistedAt, t.id).where(sql`${t.waitlistedAt} IS NOT NULL`),
  ],
);

export type { InvitationStatus };

/**
 * A partner's invitation to a team. Expiry is evaluated in SQL at read and write time
 * (status 'pending' and expires_at <= now counts as expired), so no timer runs and any instance agrees.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Set null when the team is withdrawn or freed by a decline or expiry: the answer stays on record.
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('invitations_player_pending_idx').on(t.playerId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('invitations_team_pending_idx').on(t.teamId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('invitations_championship_pending_idx').on(t.championshipId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    // A team's deletion sets team_id null here (0011_audit.sql); the page of a player's invitations (created_at, id).
    index('invitations_team_idx').on(t.teamId),
    index('invitations_player_pending_order_idx').on(t.playerId, t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // Denormalised from teams so the database itself forbids a player in two teams of one championship.
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.playerId] }),
    uniqueIndex('team_members_championship_player_key').on(t.championshipId, t.playerId),
    index('team_members_player_idx').on(t.playerId),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    phase: integer('phase').notNull(),
    groupLabel: text('group_label').notNull(),
    teamAId: uuid('team_a_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamBId: uuid('team_b_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
    status: text('status').$type<GameStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    court: text('court'),
    /** Rally points per set (a = team A); null until played. score_a/score_b are sets won. */
    sets: jsonb('sets').$type<SetPoints[]>(),
    /** Optimistic concurrency: bumped by every score save. */
    version: integer('version').notNull().default(0),
    /** Knockout games: position in their round (1-based), so the next round pairs winners in bracket order. */
    bracketSlot: integer('bracket_slot'),
    /** Game day (0025_game_day.sql): order in its court's queue; the call (start), the end, the organizer's "later". */
    queuePosition: integer('queue_position'),
    calledAt: timestamp('called_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'date' }),
    /** The set score while it is played (the scorekeeper's); the final one stays in `sets`. */
    liveSets: jsonb('live_sets').$type<SetPoints[]>(),
    /** The team given W.O.: the other wins 2–0, 21–0 each, and it scores no match point. */
    forfeitTeamId: uuid('forfeit_team_id').references(() => teams.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('games_championship_idx').on(t.championshipId),
    // A player's next game (0008_calendar.sql): one short range per team and side.
    index('games_team_a_upcoming_idx').on(t.teamAId, t.scheduledAt).where(sql`${t.status} <> 'finalizado'`),
    index('games_team_b_upcoming_idx').on(t.teamBId, t.scheduledAt).where(sql`${t.status} <> 'finalizado'`),
    // A team's deletion cascades here by team_a_id and team_b_id, with no status predicate (0011_audit.sql).
    index('games_team_a_idx').on(t.teamAId),
    index('games_team_b_idx').on(t.teamBId),
  ],
);

/** An athlete's private calendar subscription (GET /api/calendar/{token}.ics); rotated or revoked from the profile. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_tokens_token_key').on(t.token)],
);

export type SetPoints = { a: number; b: number };

/** "Quadra indisponível": the court takes no game until `untilAt`. */
export const courtPauses = pgTable(
  'court_pauses',
  {
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    court: text('court').notNull(),
    untilAt: timestamp('until_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.championshipId, t.court] })],
);

/** An athlete at the arena on game day: by their phone near it, or checked in by the organizer. */
export const checkIns = pgTable(
  'check_ins',
  {
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.championshipId, t.playerId] }), index('check_ins_player_idx').on(t.playerId)],
);

/** A scorekeeper's link, bound to one game or to one court for the day; only the token's hash is kept. */
export const scorekeeperLinks = pgTable(
  'scorekeeper_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    court: text('court'),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('scorekeeper_links_token_key').on(t.tokenHash),
    index('scorekeeper_links_championship_idx').on(t.championshipId),
    index('scorekeeper_links_game_idx').on(t.gameId).where(sql`${t.gameId} IS NOT NULL`),
  ],
);

/** A score reported by a player of one team, final once a player of the other team confirms it. */
export const scoreReports = pgTable(
  'score_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Null for a scorekeeper's report (0026_scorekeeper_reports.sql): then scorekeeper_link_id is set. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by').references(() => users.id),
    scorekeeperLinkId: uuid('scorekeeper_link_id').references((): AnyPgColumn => scorekeeperLinks.id),
    sets: jsonb('sets').$type<SetPoints[]>().notNull(),
    /** pending | confirmed | disputed | superseded */
    status: text('status').$type<ScoreReportStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('score_reports_game_idx').on(t.gameId),
    uniqueIndex('score_reports_open_key').on(t.gameId).where(sql`${t.status} IN ('pending', 'disputed')`),
    // A team's deletion cascades here by team_id (0011_audit.sql).
    index('score_reports_team_idx').on(t.teamId),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    reportedById: uuid('reported_by_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  // One complaint per user and team: sending it again is a 409, even when two requests race.
  (t) => [uniqueIndex('complaints_team_reporter_key').on(t.teamId, t.reportedById)],
);

/** Positions at the start of each month, so the profile can show places gained or lost since. */
export const rankingSnapshots = pgTable(
  'ranking_snapshots',
  {
    month: text('month').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] })],
);

/** Each athlete's result in a finished championship, with their ranking state just before it (a reopen restores it). */
export const rankingResults = pgTable(
  'ranking_results',
  {
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    placement: integer('placement').notNull(),
    points: integer('points').notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }).notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    beforeRating: integer('before_rating').notNull(),
    beforeRankingPoints: integer('before_ranking_points').notNull(),
    beforeLevelMu: doublePrecision('before_level_mu'),
    beforeLevelSigma: doublePrecision('before_level_sigma'),
    beforeLastGameAt: timestamp('before_last_game_at', { withTimezone: true, mode: 'date' }),
    beforeCategory: text('before_category'),
    beforeCategoryUpAt: timestamp('before_category_up_at', { withTimezone: true, mode: 'date' }),
    beforeCategoryDownAt: timestamp('before_category_down_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'ranking_results_pk', columns: [t.championshipId, t.athleteId] }),
    index('ranking_results_athlete_idx').on(t.athleteId, t.finalizedAt, t.championshipId),
    // The results whose 365 days end on a given day: a range of finalized_at (expiringFinalizedRange).
    index('ranking_results_finalized_idx').on(t.finalizedAt),
  ],
);

/** One athlete's level change in one rated game: what the history explains. */
export const rankingGameChanges = pgTable(
  'ranking_game_changes',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    /** Position in the championship's rating order (phase, scheduled time, bracket slot, id). */
    ratedOrder: integer('rated_order').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentIds: uuid('opponent_ids').array().notNull(),
    setsWon: integer('sets_won').notNull(),
    setsLost: integer('sets_lost').notNull(),
    sets: jsonb('sets').$type<SetPoints[]>(),
    winChance: doublePrecision('win_chance').notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    levelChange: integer('level_change').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ranking_game_changes_pk', columns: [t.gameId, t.athleteId] }),
    index('ranking_game_changes_athlete_idx').on(t.athleteId, t.championshipId, t.ratedOrder),
    index('ranking_game_changes_championship_idx').on(t.championshipId),
  ],
);

/**
 * Fixed-window counters (per-IP auth calls, sign-ups, failed logins per account), kept in the database so every
 * instance sees the same numbers. One row per key and window, incremented in place: a flood of refused requests
 * updates one row instead of inserting one each.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/**
 * Devices that signed in to an account (platform/auth/device-tokens.ts): the SHA-256 of the random token each keeps. A known
 * device has its own failed-login budget and skips the per-IP limit on login; a password reset forgets them all.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);

/** JWT signing keys shared by every instance: slot 'current' signs, 'previous' still verifies (platform/auth/jwt-keys.ts). */
export const jwtKeys = pgTable('jwt_keys', {
  slot: text('slot').primaryKey(),
  kid: text('kid').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Web Push subscriptions, one per device (endpoint), with the session that registered it (domain/push). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    groups: text('groups').array().$type<PushGroup[]>().notNull(),
    vapidKid: text('vapid_kid').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/** The VAPID key pair pushes are signed with, shared by every instance like jwt_keys (platform/push/vapid-keys.ts). */
export const vapidKeys = pgTable('vapid_keys', {
  slot: text('slot').primaryKey(),
  kid: text('kid').notNull().unique(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Game-day pushes already sent, one per game, player and kind (domain/push/game-day.ts). */
export const gameDayPushes = pgTable(
  'game_day_pushes',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId, t.kind] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files (avatars) when no AREIA_MEDIA_DIR is set, so every instance serves every upload. */
export const mediaFiles = pgTable('media_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/** One-time password reset tokens (0007_password_reset.sql): only the SHA-256 of a token is kept; valid one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Where an organizer receives PIX (0019_payments.sql): the key and the receiver's name and city for the BR Code. */
export const organizerPix = pgTable('organizer_pix', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  keyType: text('key_type').$type<PixKeyType>().notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One athlete's share of a confirmed team's sign-up (0019_payments.sql). The team may be withdrawn later (team_id set
 * null); the share stays until its refund is done.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pendente'),
    txid: text('txid').notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    receiptPath: text('receipt_path'),
    createdAt: createdAt(),
    informedAt: timestamp('informed_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** When the 12-hour reminder went out (0020_waitlist.sql): once per share. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_txid_key').on(t.txid),
    uniqueIndex('payments_live_key').on(t.championshipId, t.userId).where(sql`${t.status} IN ('pendente', 'informado', 'pago')`),
    index('payments_championship_idx').on(t.championshipId, t.createdAt, t.id),
    index('payments_team_idx').on(t.teamId),
    index('payments_user_idx').on(t.userId),
    index('payments_open_deadline_idx').on(t.deadline).where(sql`${t.status} IN ('pendente', 'informado')`),
  ],
);

/**
 * Avisos (0021_notifications.sql): the kind and its params, worded by shared/src/core/rules/notices.ts; the app path it
 * opens; read or not; its e-mail, sent once after the creating transaction commits (domain/notifications/email.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true, mode: 'date' }),
    emailAttempts: smallint('email_attempts').notNull().default(0),
    emailClaimedUntil: timestamp('email_claimed_until', { withTimezone: true, mode: 'date' }),
    /** False when a device of the recipient wants this kind pushed: the push replaces the e-mail (0029_push_subscriptions.sql). */
    emailWanted: boolean('email_wanted').notNull().default(true),
  },
  (t) => [
    index('notifications_user_page_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    index('notifications_email_pending_idx').on(t.createdAt).where(sql`${t.emailSentAt} IS NULL AND ${t.emailAttempts} < 5 AND ${t.emailWanted}`),
  ],
);

/**
 * The version of everything a read answers with: the sum of 16 slots, one of which each transaction writing those
 * tables raises at its commit (0013_answer_version.sql). The answer cache (platform/http/answer-cache.ts) serves an answer only
 * at the version it was built at.
 */
export const dataVersion = pgTable('data_version', {
  slot: smallint('slot').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(0n),
});

/**
 * "Procuro dupla" (0027_partner_posts.sql, domain/partners): one post per athlete per championship, open until the
 * athlete's team is confirmed, they withdraw it, or the draw; `notified_at` once they were told someone who fits posted.
 */
export const partnerPosts = pgTable(
  'partner_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    championshipId: uuid('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    city: text('city'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('partner_posts_championship_user_key').on(t.championshipId, t.userId),
    index('partner_posts_open_idx').on(t.championshipId, t.createdAt, t.id).where(sql`${t.closedAt} IS NULL`),
    index('partner_posts_open_recent_idx').on(t.createdAt, t.id).where(sql`${t.closedAt} IS NULL`),
    index('partner_posts_user_open_idx').on(t.userId).where(sql`${t.closedAt} IS NULL`),
    index('partner_posts_user_recent_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Open games (0033_open_games.sql, domain/open-games): a game for 4 athletes within a level range at an arena, day and
 * time. `player_count` is kept under the game's row lock (what a join checks); the score is reported with the
 * reporter's pair as `side_a` and `sets` from that side, then confirmed (`confirmed_by` null when it stood by itself).
 */
export const openGames = pgTable(
  'open_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id, { onDelete: 'cascade' }),
    modalityId: uuid('modality_id')
      .notNull()
      .references(() => modalities.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    levelMin: integer('level_min').notNull(),
    levelMax: integer('level_max').notNull(),
    competitive: boolean('competitive').notNull(),
    playerCount: smallint('player_count').notNull().default(1),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    sideA: uuid('side_a').array(),
    sets: jsonb('sets').$type<SetPoints[]>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('open_games_open_arena_idx').on(t.arenaId, t.startsAt, t.id).where(sql`${t.playerCount} < 4`),
    index('open_games_open_time_idx').on(t.startsAt, t.id).where(sql`${t.playerCount} < 4`),
  ],
);

/** Who holds a place in an open game; after a competitive game's confirmation, how it moved their level. */
export const openGamePlayers = pgTable(
  'open_game_players',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => openGames.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The order places were taken: exact even when two joins share a clock reading. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    opponentIds: uuid('opponent_ids').array(),
    setsWon: integer('sets_won'),
    setsLost: integer('sets_lost'),
    sets: jsonb('sets').$type<SetPoints[]>(),
    winChance: doublePrecision('win_chance'),
    levelBefore: integer('level_before'),
    levelAfter: integer('level_after'),
    levelChange: integer('level_change'),
  },
  (t) => [
    primaryKey({ name: 'open_game_players_pk', columns: [t.gameId, t.userId] }),
    index('open_game_players_user_idx').on(t.userId, t.joinedAt, t.gameId),
    index('open_game_players_rated_idx').on(t.userId, t.ratedAt, t.gameId).where(sql`${t.ratedAt} IS NOT NULL`),
  ],
);
