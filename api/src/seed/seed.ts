import { count, sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { categoryFloor, categoryForRating, categoryRank, type Title } from '@areia/shared/core/rules/category';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { defaultLevelRange } from '@areia/shared/core/rules/open-game';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { arenas, championships, games, openGamePlayers, openGames, organizerPix, rankingResults, rankingSnapshots, teamMembers, teams, userModalities, users, type SetPoints } from '../platform/db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';
import { hashPassword } from '../platform/auth/auth';
import { finishChampionship } from '../domain/championship/finish';
import { demoImagePath } from '../platform/media/media';
import { monthKey } from '../domain/ranking/ranking';
import { SEED_ARENAS } from './arenas';
import { SEED_PLAYERS, slugOf } from './players';

const SEED_LOCK_KEY = 20_260_302;

export const DEMO_ACCOUNT = { email: 'demo@areia.app', password: 'Areia@2026', nickname: 'Demo' } as const;

/** The seed's organizer: owns every demo championship; printed at start beside the demo athlete. */
export const ORGANIZER_ACCOUNT = { email: 'organizador@areia.app', password: 'Organiza@2026', nickname: 'Organizador' } as const;
/** Where the demo organizer receives the athletes' PIX: their e-mail as the key, so the demo's codes are valid. */
const ORGANIZER_PIX = (userId: string) => ({ userId, key: ORGANIZER_ACCOUNT.email, keyType: 'email' as const, name: 'Organização Areia', city: 'Rio de Janeiro' });

/** Small deterministic PRNG so every fresh database gets the same demo data. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type SeedChampionship = {
  title: string;
  category: string;
  arena: string;
  /** Days from now; the time is fixed at 08:00 in Brasília (11:00 UTC). */
  inDays: number;
  maxTeams: number;
  teams: number;
  priceReais: number;
  demoInTeam?: boolean;
  disabled?: boolean;
  /** 'finished': every group game played; 'ongoing': first round played, the rest scheduled; 'scheduled': none played. */
  games?: 'finished' | 'ongoing' | 'scheduled';
  description?: string;
};

/**
 * The demo user is in no team of the open upcoming ones except "Santos", so front-end tests can sign up;
 * those keep most of their slots free.
 */
const SEED_CHAMPIONSHIPS: SeedChampionship[] = [
  { title: 'Copa Verão Copacabana', category: 'Open', arena: 'arena-copacabana', inDays: -40, maxTeams: 8, teams: 8, priceReais: 120, demoInTeam: true, games: 'finished', description: 'Tradicional etapa de verão em Copacabana, com premiação para os três primeiros.' },
  { title: 'Torneio Ipanema Iniciante', category: 'Iniciante', arena: 'arena-ipanema', inDays: -12, maxTeams: 8, teams: 6, priceReais: 80, games: 'finished' },
  { title: 'Rei da Praia Leme', category: 'Intermediário Plus', arena: 'arena-leme', inDays: -1, maxTeams: 8, teams: 8, priceReais: 100, demoInTeam: true, games: 'ongoing', description: 'Fase de grupos em andamento; finais no fim de semana.' },
  { title: 'Desafio Leblon Intermediário', category: 'Intermediário', arena: 'arena-leblon', inDays: 3, maxTeams: 16, teams: 6, priceReais: 90, games: 'scheduled', description: 'Duplas mistas ou não, sets de 21 pontos.' },
  { title: 'Circuito Leme Estreante', category: 'Estreante', arena: 'arena-leme', inDays: 7, maxTeams: 16, teams: 3, priceReais: 60 },
  { title: 'Open Niterói', category: 'Open', arena: 'arena-icarai', inDays: 10, maxTeams: 6, teams: 6, priceReais: 150, description: 'Vagas esgotadas.' },
  { title: 'Master Barra', category: 'Master', arena: 'arena-barra', inDays: 14, maxTeams: 12, teams: 2, priceReais: 110, disabled: true, description: 'Inscrições ainda não liberadas.' },
  { title: 'Intermediário Plus Santos', category: 'Intermediário Plus', arena: 'arena-gonzaga', inDays: 20, maxTeams: 10, teams: 3, priceReais: 95, demoInTeam: true },
  { title: 'Avançado Jurerê', category: 'Avançado', arena: 'arena-jurere', inDays: 25, maxTeams: 12, teams: 2, priceReais: 130 },
  { title: 'Copa Salvador Avançado', category: 'Avançado', arena: 'arena-porto-da-barra', inDays: 60, maxTeams: 16, teams: 0, priceReais: 140 },
  { title: 'Festival Fortaleza Iniciante', category: 'Iniciante', arena: 'arena-beira-mar', inDays: 90, maxTeams: 20, teams: 1, priceReais: 70 },
];

/** One set won by 2 with no cap: `target` (21, or 15 in the third) or a little past it. */
function randomSet(random: () => number, target: number, aWins: boolean): SetPoints {
  const winner = random() < 0.2 ? target + 1 + Math.floor(random() * 3) : target;
  const loser = winner > target ? winner - 2 : Math.floor(target * 0.45) + Math.floor(random() * (target - 1 - Math.floor(target * 0.45)));
  return aWins ? { a: winner, b: loser } : { a: loser, b: winner };
}

/** A best-of-3 match: 2-0 or 2-1 (the third set to 15 only at 1-1). */
export function randomMatch(random: () => number): SetPoints[] {
  const aWins = random() < 0.5;
  if (random() < 0.6) return [randomSet(random, 21, aWins), randomSet(random, 21, aWins)];
  const firstToWinner = random() < 0.5;
  return [randomSet(random, 21, firstToWinner ? aWins : !aWins), randomSet(random, 21, firstToWinner ? !aWins : aWins), randomSet(random, 15, aWins)];
}

function atBrasiliaMorning(now: Date, inDays: number): Date {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + inDays);
  date.setUTCHours(11, 0, 0, 0);
  return date;
}

function nextFullHour(now: Date): Date {
  const date = new Date(now);
  date.setUTCMinutes(0, 0, 0);
  date.setUTCHours(date.getUTCHours() + 1);
  return date;
}

/** Loads the demo data set into an empty database; does nothing when arenas already exist. */
export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  const [existing] = await deps.db.select({ value: count() }).from(arenas);
  if ((existing?.value ?? 0) > 0) return false;

  const random = mulberry32(2026);
  const now = nowOf(deps);
  // One hash for every demo athlete (same password): seeding stays fast even with a high argon2 cost.
  const passwordHash = await hashPassword(deps, DEMO_ACCOUNT.password);
  const organizerHash = await hashPassword(deps, ORGANIZER_ACCOUNT.password);

  return deps.db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits here, then sees the data and stops.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ value: count() }).from(arenas);
    if ((again?.value ?? 0) > 0) return false;
    const arenaRows = await tx
      .insert(arenas)
      .values(
        SEED_ARENAS.map((arena) => ({
          name: arena.name,
          address: arena.address,
          latitude: arena.latitude,
          longitude: arena.longitude,
          phone: arena.phone,
          instagram: `https://instagram.com/${arena.slug.replace(/-/g, '')}`,
          website: `https://${arena.slug}.areia.app`,
          prices: arena.prices,
          logoPath: demoImagePath('logo', arena.slug),
          mainImagePath: demoImagePath('arena', arena.slug),
        })),
      )
      .returning({ id: arenas.id });
    const arenaIdBySlug = new Map(SEED_ARENAS.map((arena, index) => [arena.slug, arenaRows[index]!.id]));

    const createdAt = new Date(now.getTime() - 200 * 24 * 60 * 60 * 1000);
    const [demo] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        passwordHash,
        cpf: generateValidCpf(9999),
        nickname: DEMO_ACCOUNT.nickname,
        fullName: 'Demo Areia',
        born: '1995-03-14',
        gender: 'outro',
        whatsapp: '21990000000',
        rating: 520,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id, rating: users.rating });
    const playerRows = await tx
      .insert(users)
      .values(
        SEED_PLAYERS.map((player) => ({
          email: `${player.slug}@jogadores.areia.app`,
          passwordHash,
          cpf: generateValidCpf(player.index + 1),
          nickname: player.nickname,
          fullName: player.fullName,
          avatarPath: demoImagePath('avatar', player.slug),
          born: `${1975 + (player.index % 30)}-${String((player.index % 12) + 1).padStart(2, '0')}-${String((player.index % 27) + 1).padStart(2, '0')}`,
          gender: player.gender,
          whatsapp: `21${String(991000000 + player.index * 137).padStart(9, '0')}`,
          rating: Math.round(60 + random() * 1140),
          createdAt: new Date(createdAt.getTime() + (player.index + 1) * 60_000),
          updatedAt: createdAt,
        })),
      )
      .returning({ id: users.id, rating: users.rating });
    const [organizer] = await tx
      .insert(users)
      .values({
        email: ORGANIZER_ACCOUNT.email,
        passwordHash: organizerHash,
        cpf: generateValidCpf(9998),
        nickname: ORGANIZER_ACCOUNT.nickname,
        fullName: 'Organização Areia',
        whatsapp: '21990000001',
        rating: 300,
        isOrganizer: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id, rating: users.rating });
    await tx.insert(organizerPix).values(ORGANIZER_PIX(organizer!.id));
    const everyone = [demo!, organizer!, ...playerRows];
    const ratingOf = new Map(everyone.map((user) => [user.id, user.rating]));
    // The category each player earned and the titles they won (with it, the rule's floor: the seed's past championships
    // all fall within the last 12 months). Until a finish decides one, the band of the rating.
    const held = new Map<string, { rating: number; category: string | null }>(everyone.map((user) => [user.id, { rating: user.rating, category: null }]));
    const titles = new Map<string, Title[]>();
    // The organizer runs championships and does not play until they turn Vôlei on in their profile.
    const athletes = everyone.filter((user) => user.id !== organizer!.id);
    await tx.insert(userModalities).values(athletes.map((user) => ({ userId: user.id, modality: VOLEI_MODALITY_ID, status: 'active' })));

    for (const seed of SEED_CHAMPIONSHIPS) {
      const slug = slugOf(seed.title);
      const occurs = atBrasiliaMorning(now, seed.inDays);
      const [championship] = await tx
        .insert(championships)
        .values({
          modalityId: VOLEI_MODALITY_ID,
          arenaId: arenaIdBySlug.get(seed.arena)!,
          title: seed.title,
          category: seed.category,
          occurs,
          bannerPath: demoImagePath('banner', slug),
          logoPath: demoImagePath('logo', slug),
          priceCents: seed.priceReais * 100,
          isDisabled: seed.disabled ?? false,
          description: seed.description ?? null,
          maxTeams: seed.maxTeams,
          playersPerTeam: 2,
          contact: SEED_ARENAS.find((arena) => arena.slug === seed.arena)!.phone,
          organizerId: organizer!.id,
          // Drawn pools close sign-ups, as the organizer's draw does.
          signupsClosed: seed.games !== undefined,
          courts: seed.games !== undefined ? 2 : null,
          minutesPerGame: seed.games !== undefined ? 40 : null,
          createdAt: new Date(occurs.getTime() - 45 * 24 * 60 * 60 * 1000),
        })
        .returning();

      // Shuffle the other players; the demo user leads the first team when it plays here.
      const pool = playerRows.map((row) => row.id).sort(() => random() - 0.5);
      // Every seeded player obeys the category rule (shared/src/core/rules/category.ts) and plays near their level: a
      // rating band at most two below the championship's category, its own band first, so beginners stay free for
      // beginner events (a finish can lift them above).
      const rank = categoryRank(seed.category);
      const bandOf = (id: string) => categoryRank(categoryForRating(ratingOf.get(id)!).category)!;
      const fits = (id: string) => {
        if (rank === null) return true;
        return bandOf(id) >= rank - 2 && categoryRank(categoryFloor(held.get(id)!, titles.get(id) ?? [], now).category)! <= rank;
      };
      const take = () => {
        for (const own of rank === null ? [false] : [true, false]) {
          for (let index = pool.length - 1; index >= 0; index -= 1) {
            if (fits(pool[index]!) && (!own || bandOf(pool[index]!) === rank)) return pool.splice(index, 1)[0]!;
          }
        }
        throw new Error(`seed: not enough players of category ${seed.category} for ${seed.title}`);
      };
      const members: string[][] = [];
      for (let index = 0; index < seed.teams; index += 1) {
        const first = index === 0 && seed.demoInTeam ? demo!.id : take();
        members.push([first, take()]);
      }
      const hasGroups = seed.games !== undefined;
      const teamRows = members.length
        ? await tx
            .insert(teams)
            .values(
              members.map((_, index) => ({
                championshipId: championship!.id,
                slot: index + 1,
                groupLabel: hasGroups ? (index % 2 === 0 ? 'A' : 'B') : null,
                createdBy: members[index]![0]!,
                createdAt: new Date(occurs.getTime() - (30 - index) * 24 * 60 * 60 * 1000),
              })),
            )
            .returning({ id: teams.id, groupLabel: teams.groupLabel })
        : [];
      if (teamRows.length) {
        await tx.insert(teamMembers).values(
          teamRows.flatMap((team, index) =>
            members[index]!.map((playerId, position) => ({ teamId: team.id, championshipId: championship!.id, playerId, position: position + 1 })),
          ),
        );
      }
      if (!hasGroups) continue;

      const gameRows: (typeof games.$inferInsert)[] = [];
      for (const label of ['A', 'B']) {
        const inGroup = teamRows.filter((team) => team.groupLabel === label);
        let round = 0;
        for (let i = 0; i < inGroup.length; i += 1) {
          for (let j = i + 1; j < inGroup.length; j += 1) {
            const played = seed.games === 'finished' || (seed.games === 'ongoing' && round < 2);
            const sets = played ? randomMatch(random) : null;
            const setsA = sets ? sets.filter((set) => set.a > set.b).length : null;
            gameRows.push({
              championshipId: championship!.id,
              phase: 1,
              groupLabel: label,
              teamAId: inGroup[i]!.id,
              teamBId: inGroup[j]!.id,
              scoreA: sets ? setsA : null,
              scoreB: sets ? sets.length - setsA! : null,
              sets,
              court: label === 'A' ? 'Quadra 1' : 'Quadra 2',
              status: played ? 'finalizado' : 'agendado',
              // The games still to play in the ongoing championship start at the next full hour from seeding, so
              // the demo athlete has a next game ("Seu próximo jogo") on a fresh database.
              scheduledAt:
                seed.games === 'ongoing' && !played
                  ? new Date(nextFullHour(now).getTime() + (round - 2) * 40 * 60 * 1000)
                  : new Date(occurs.getTime() + (played ? round : round + 24 * 2) * 40 * 60 * 1000),
            });
            round += 1;
          }
        }
      }
      if (gameRows.length) await tx.insert(games).values(gameRows);
      // A championship played in full is finished the way its organizer would, through the same code, the evening of
      // its day: its teams get their final places.
      if (seed.games === 'finished') {
        const finishedAt = new Date(occurs.getTime() + 12 * 60 * 60 * 1000);
        await finishChampionship(tx, championship!.id, () => finishedAt);
        const after = await tx.select({ id: users.id, rating: users.rating, category: users.category }).from(users).where(inArray(users.id, members.flat()));
        for (const row of after) held.set(row.id, { rating: row.rating, category: row.category });
        const champions = await tx
          .select({ id: rankingResults.athleteId })
          .from(rankingResults)
          .where(and(eq(rankingResults.championshipId, championship!.id), eq(rankingResults.placement, 1)));
        const title: Title = { category: seed.category, championship: seed.title, teams: members.length, at: finishedAt };
        for (const { id } of champions) titles.set(id, [...(titles.get(id) ?? []), title]);
      }
    }

    // A start-of-month ranking from slightly different ratings, so "places gained or lost" shows something.
    const earlier = athletes
      .map((user) => ({ id: user.id, rating: user.rating + Math.round((random() - 0.5) * 160) }))
      .sort((a, b) => b.rating - a.rating);
    await tx.insert(rankingSnapshots).values(earlier.map((user, index) => ({ month: monthKey(now), userId: user.id, position: index + 1 })));

    // An open game ("Jogo aberto", domain/open-games) at the Arena Leme two evenings away (18:00 in Brasília), opened
    // by the seeded player nearest the demo athlete's level, a second one already in: the demo athlete finds it near
    // Leme and may take one of the two places left.
    const demoLevel = held.get(demo!.id)!.rating;
    const [opener, second] = playerRows
      .map((row) => ({ id: row.id, rating: held.get(row.id)!.rating }))
      .sort((a, b) => Math.abs(a.rating - demoLevel) - Math.abs(b.rating - demoLevel) || (a.id < b.id ? -1 : 1));
    const range = defaultLevelRange(opener!.rating);
    const [openGame] = await tx
      .insert(openGames)
      .values({
        arenaId: arenaIdBySlug.get('arena-leme')!,
        modalityId: VOLEI_MODALITY_ID,
        creatorId: opener!.id,
        startsAt: new Date(atBrasiliaMorning(now, 2).getTime() + 10 * 60 * 60 * 1000),
        levelMin: Math.min(range.min, demoLevel, second!.rating),
        levelMax: Math.max(range.max, demoLevel, second!.rating),
        competitive: true,
        playerCount: 2,
        createdAt: now,
      })
      .returning({ id: openGames.id });
    await tx.insert(openGamePlayers).values([opener!, second!].map((player, index) => ({ gameId: openGame!.id, userId: player.id, joinedAt: new Date(now.getTime() + index) })));
    return true;
  });
}

/**
 * A database seeded before organizers existed (0006_organizers.sql) gets the organizer account, owning the demo
 * championships nobody organizes yet. Nothing happens on a database without the demo account or with the organizer.
 */
export async function ensureOrganizerAccount(deps: AppDeps): Promise<void> {
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, ORGANIZER_ACCOUNT.email));
  if (existing) return;
  const [demo] = await deps.db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo) return;
  const passwordHash = await hashPassword(deps, ORGANIZER_ACCOUNT.password);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ORGANIZER_ACCOUNT.email));
    if (again) return;
    const [organizer] = await tx
      .insert(users)
      .values({
        email: ORGANIZER_ACCOUNT.email,
        passwordHash,
        cpf: generateValidCpf(9998),
        nickname: ORGANIZER_ACCOUNT.nickname,
        fullName: 'Organização Areia',
        whatsapp: '21990000001',
        rating: 300,
        isOrganizer: true,
        createdAt: demo.createdAt,
        updatedAt: demo.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!organizer) return;
    await tx.insert(organizerPix).values(ORGANIZER_PIX(organizer.id)).onConflictDoNothing();
    await tx.update(championships).set({ organizerId: organizer.id }).where(isNull(championships.organizerId));
  });
}
