import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CATEGORIES } from '@areia/shared/core/rules/category';
import { GAME_PHASE_POOLS, organizerChampionshipInputSchema } from '@areia/shared/core/schemas/organizer';
import { nicknameSchema, updateProfileSchema } from '@areia/shared/core/schemas/user';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { NICKNAME_MAX_LENGTH } from '@areia/shared/core/validation/nickname';
import { arenas, calendarTokens, championships, games, invitations, modalities, teamMembers, teams, userModalities, users } from '../platform/db/schema';
import type { AppDeps } from '../deps';
import { AVATAR_URL_PREFIX } from '../platform/media/avatar';
import { VOLEI } from './context';

/**
 * Rows at the size the write rules allow at most, so an answer's size is measured at its worst: every text at its
 * maximum length in the widest UTF-8 the rule lets through (a length in code points: 4-byte emoji; a length in UTF-16
 * units: 3-byte letters such as 'ẽ', wider per unit than 'ã'), full teams (6 players), full championships (64 teams).
 * Texts with no write rule (arenas, WhatsApp, stored paths) get generous lengths.
 */

/** 3 bytes in UTF-8, one UTF-16 unit: the widest a `.length` limit lets through. */
const WIDE = 'ẽ';
/** 4 bytes in UTF-8, one code point: the widest a code-point limit lets through. */
const emoji = (index: number) => String.fromCodePoint(0x1f300 + (index % 0x300));

/** A nickname of NICKNAME_MAX_LENGTH code points, 4 bytes each but the leading letter, unique per index. */
export function widestNickname(index: number): string {
  const tail = Array.from({ length: NICKNAME_MAX_LENGTH - 3 }, (_, at) => emoji(at));
  return ['a', emoji(index), emoji(Math.floor(index / 0x300) + 7), ...tail].join('');
}

export const WIDEST_FULL_NAME = WIDE.repeat(120);
export const WIDEST_TITLE = WIDE.repeat(120);
export const WIDEST_DESCRIPTION = WIDE.repeat(2000);
const LONGEST_CATEGORY = [...CATEGORIES].sort((a, b) => Buffer.byteLength(b) - Buffer.byteLength(a))[0]!;

/** The rules the rows below must pass, so "worst case" is what the API accepts, no more. */
export function assertWorstCaseIsValid() {
  const nickname = widestNickname(0);
  if (nicknameSchema.parse(nickname) !== nickname) throw new Error('the widest nickname is not a valid nickname');
  if (updateProfileSchema.parse({ full_name: WIDEST_FULL_NAME }).full_name !== WIDEST_FULL_NAME) throw new Error('full name refused');
  organizerChampionshipInputSchema.parse({
    title: WIDEST_TITLE,
    category: LONGEST_CATEGORY,
    occurs: new Date().toISOString(),
    arenaId: randomUUID(),
    maxTeams: 64,
    playersPerTeam: 6,
    price: 10_000,
    contact: '21999990000',
    description: WIDEST_DESCRIPTION,
  });
}

export type WorstCase = {
  /** Worst-case players (all active in every modality), by rating desc. */
  players: string[];
  arenas: string[];
  /** Championships organised by `owner`, each with a pending team of `owner` + 5 and an invitation to `owner`. */
  championships: string[];
  /** One championship at the maximum: 64 teams of 6, 16 groups, every pool game played, the knockout scheduled. */
  full: { id: string; games: number };
  calendarToken: string;
};

const BATCH = 500;
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

/** Fills the database with `count` worst-case rows of each kind around `owner` (the caller of the measured reads). */
export async function fillWorstCase(deps: AppDeps, owner: string, count = 150): Promise<WorstCase> {
  assertWorstCaseIsValid();
  const db = deps.db;
  const batch = randomBytes(3).toString('hex');
  const allModalities = await db.select({ id: modalities.id }).from(modalities);
  // Enough players for 64 teams of 6 (one seat kept for the owner) and for the invitations' teams.
  const playerCount = Math.max(count, 64 * 6);
  const playerRows = await db
    .insert(users)
    .values(
      Array.from({ length: playerCount }, (_, index) => ({
        email: `w${batch}-${index}@teste.areia.app`,
        passwordHash: 'unused',
        cpf: generateValidCpf(Number.parseInt(batch, 16) * 10_000 + index),
        nickname: widestNickname(index),
        fullName: WIDEST_FULL_NAME,
        avatarPath: `${AVATAR_URL_PREFIX}${randomUUID()}-${randomBytes(6).toString('hex')}.webp`,
        whatsapp: '+55 (21) 99999-0000',
        // Above the seed: the first pages are these rows.
        rating: 100_000 - index,
      })),
    )
    .returning({ id: users.id });
  const players = playerRows.map((row) => row.id);
  await insertAll(
    players.flatMap((userId) => allModalities.map((modality) => ({ userId, modality: modality.id, status: 'active' }))),
    (slice) => db.insert(userModalities).values(slice).onConflictDoNothing(),
  );
  await db.update(users).set({ isOrganizer: true, nickname: widestNickname(playerCount), fullName: WIDEST_FULL_NAME }).where(eq(users.id, owner));

  // Arenas: no write endpoint, so no rule; long texts around Copacabana (the nearby reads find them all).
  const arenaRows = await db
    .insert(arenas)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Arena ${WIDE.repeat(150)} ${index}`,
        address: `Avenida ${WIDE.repeat(300)}, ${index}`,
        logoPath: `/media/demo/logo/${randomUUID()}.webp`,
        mainImagePath: `/media/demo/arena/${randomUUID()}.webp`,
        phone: '+55 (21) 99999-0000',
        instagram: `@${'a'.repeat(30)}`,
        website: `https://${'a'.repeat(60)}.com.br/${'b'.repeat(60)}`,
        prices: Array.from({ length: 10 }, (_, at) => ({ title: WIDE.repeat(60), value: 1000 + at })),
        latitude: -22.9711 + (index % 10) * 0.001,
        longitude: -43.1822 + Math.floor(index / 10) * 0.001,
      })),
    )
    .returning({ id: arenas.id });

  const soon = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const championshipValues = (arenaId: string, index: number) => ({
    modalityId: VOLEI,
    arenaId,
    title: WIDEST_TITLE,
    category: LONGEST_CATEGORY,
    // Within the next 30 days, so 'soon' holds them all.
    occurs: new Date(soon(1).getTime() + index * 60_000),
    bannerPath: `/media/banners/${randomUUID()}-${randomBytes(6).toString('hex')}.webp`,
    logoPath: `/media/demo/logo/${randomUUID()}.webp`,
    priceCents: 1_000_000,
    description: WIDEST_DESCRIPTION,
    maxTeams: 64,
    playersPerTeam: 6,
    contact: '21999990000',
    organizerId: owner,
  });
  const championshipRows = await db
    .insert(championships)
    .values(arenaRows.map((arena, index) => championshipValues(arena.id, index)))
    .returning({ id: championships.id });
  // Each: a pending team (owner + 5 worst players) inviting the owner.
  const teamRows = await db
    .insert(teams)
    .values(championshipRows.map((row) => ({ championshipId: row.id, slot: 1, status: 'pending' as const, createdBy: players[1] })))
    .returning({ id: teams.id, championshipId: teams.championshipId });
  await insertAll(
    teamRows.flatMap((team) =>
      [owner, ...players.slice(0, 5)].map((playerId, position) => ({ teamId: team.id, championshipId: team.championshipId, playerId, position })),
    ),
    (slice) => db.insert(teamMembers).values(slice),
  );
  await db.insert(invitations).values(
    teamRows.map((team) => ({ teamId: team.id, championshipId: team.championshipId, playerId: owner, invitedById: players[1]!, expiresAt: soon(2) })),
  );

  // The full championship: 64 teams of 6 in 16 groups of 4, the owner in the first.
  const [full] = await db
    .insert(championships)
    .values({ ...championshipValues(arenaRows[0]!.id, count), signupsClosed: true, courts: 20, minutesPerGame: 240 })
    .returning({ id: championships.id });
  const seats = [owner, ...players.slice(0, 64 * 6 - 1)];
  const groupOf = (slot: number) => String.fromCharCode(65 + (slot % 16));
  const fullTeams = await db
    .insert(teams)
    .values(Array.from({ length: 64 }, (_, slot) => ({ championshipId: full!.id, slot: slot + 1, groupLabel: groupOf(slot), createdBy: seats[slot * 6] })))
    .returning({ id: teams.id, slot: sql<number>`${teams.slot}`.mapWith(Number), groupLabel: teams.groupLabel });
  await insertAll(
    fullTeams.flatMap((team) =>
      seats.slice((team.slot - 1) * 6, team.slot * 6).map((playerId, position) => ({ teamId: team.id, championshipId: full!.id, playerId, position })),
    ),
    (slice) => db.insert(teamMembers).values(slice),
  );
  const gameRows: (typeof games.$inferInsert)[] = [];
  const at = (minutes: number) => new Date(soon(1).getTime() + minutes * 60_000);
  for (let group = 0; group < 16; group += 1) {
    const members = fullTeams.filter((team) => team.groupLabel === groupOf(group));
    for (let a = 0; a < members.length; a += 1) {
      for (let b = a + 1; b < members.length; b += 1) {
        gameRows.push({
          championshipId: full!.id,
          phase: GAME_PHASE_POOLS,
          groupLabel: groupOf(group),
          teamAId: members[a]!.id,
          teamBId: members[b]!.id,
          scoreA: 2,
          scoreB: 1,
          status: 'finalizado',
          scheduledAt: at(gameRows.length),
          court: 'Quadra 20',
          sets: [
            { a: 99, b: 97 },
            { a: 97, b: 99 },
            { a: 99, b: 97 },
          ],
        });
      }
    }
  }
  // The knockout: 32 + 16 + 8 + 4 + 2 + 1 games, scheduled.
  const bracket = fullTeams.map((team) => team.id);
  for (let round = 0, size = 64; size > 1; round += 1, size /= 2) {
    for (let slot = 0; slot < size / 2; slot += 1) {
      gameRows.push({
        championshipId: full!.id,
        phase: GAME_PHASE_POOLS + 1 + round,
        groupLabel: '',
        teamAId: bracket[slot * 2]!,
        teamBId: bracket[slot * 2 + 1]!,
        status: 'agendado',
        scheduledAt: at(gameRows.length),
        court: 'Quadra 20',
        bracketSlot: slot + 1,
      });
    }
  }
  await insertAll(gameRows, (slice) => db.insert(games).values(slice));
  await db.update(championships).set({ knockoutBracket: bracket }).where(eq(championships.id, full!.id));

  const calendarToken = randomBytes(32).toString('base64url');
  await db.insert(calendarTokens).values({ userId: owner, token: calendarToken }).onConflictDoUpdate({ target: calendarTokens.userId, set: { token: calendarToken } });

  return {
    players,
    arenas: arenaRows.map((row) => row.id),
    championships: championshipRows.map((row) => row.id),
    full: { id: full!.id, games: gameRows.length },
    calendarToken,
  };
}
