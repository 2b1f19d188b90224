import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { CATEGORIES } from '@areia/shared/core/schemas/championship';
import { CATEGORY_BASE_POINTS } from '@areia/shared/core/rules/ranking/points';
import { BEST_RESULTS_COUNTED } from '@areia/shared/core/rules/ranking/points-window';
import type { Db } from '../platform/db/client';

export type ScaleSize = {
  users: number;
  arenas: number;
  championships: number;
  /** Finalized results (ranking_results rows), RESULTS_PER_ATHLETE per athlete from the first generated user on. */
  results?: number;
  /** A championship of FINISHABLE_TEAMS confirmed teams, drawn, every game final: ready for its finish. */
  finishable?: boolean;
  /** Open "procuro dupla" posts, spread over the generated championships still taking teams, by the last users. */
  posts?: number;
  /** Open games with free places, soonest in 2 h, spread over the arenas and the next 30 days. */
  openGames?: number;
};
export type ScaleResult = Required<ScaleSize> & { teams: number; games: number; tag: string; ms: number; finishableId: string | null; postsChampionshipId: string | null };

/** Results per athlete: more than the best 5 that count, and some older than the 365-day window. */
export const RESULTS_PER_ATHLETE = 8;
/** Teams of the championship ready to finish: 16 pools of 4, 96 games, 128 athletes. */
export const FINISHABLE_TEAMS = 64;

/** Teams per generated championship: two groups of four, each a round robin of six games. */
export const TEAMS_PER_CHAMPIONSHIP = 8;

/** The most posts `users` can make beside `championships` championships: posters are the users beyond the teams' members. */
export const maxPosts = (users: number, championships: number) => Math.max(0, users - championships * TEAMS_PER_CHAMPIONSHIP * 2);

const FIRST_NAMES = ['João', 'José', 'Antônio', 'Lúcia', 'Luíza', 'Thaís', 'Mônica', 'Inês', 'Vitória', 'Sebastião', 'Cauã', 'Heloísa', 'Júlia', 'Caio', 'Ícaro', 'Iara', 'Conceição', 'Bárbara', 'Flávio', 'Estêvão', 'Érica', 'Otávio', 'Lívia', 'Márcio', 'Débora', 'Gustavo', 'Raíssa', 'Tânia', 'Anaís', 'Rafael'];
const LAST_NAMES = ['Araújo', 'Gonçalves', 'Conceição', 'Magalhães', 'Simões', 'Assunção', 'Falcão', 'Brandão', 'Sá', 'Damião', 'Estêves', 'Guimarães', 'Louçã', 'Peçanha', 'Romão', 'Silva', 'Souza', 'Pereira', 'Oliveira', 'Nóbrega', 'Lemos', 'Azevedo', 'Catão', 'Barbosa'];
const PLACE_WORDS = ['Praia', 'Maré Alta', 'Coqueiral', 'Areião', 'Beira-Mar', 'Pôr do Sol', 'Gaivota', 'Iemanjá', 'Jangada', 'Caiçara', 'Tubarão', 'Estrela-do-Mar', 'Sereia', 'Maracujá', 'Açaí', 'Pitangueiras'];
const PLACE_KINDS = ['Arena', 'Quadra', 'Espaço', 'Clube', 'Centro de Vôlei'];
const STREETS = ['Av. Beira-Mar', 'Av. Atlântica', 'Rua da Praia', 'Av. Oceânica', 'Rua dos Coqueiros', 'Travessa São João', 'Av. Antônio Conselheiro'];
/** Beach cities along Brazil's coast, north to south: [city, state, DDD, latitude, longitude]. */
const CITIES: [string, string, number, number, number][] = [
  ['Belém', 'PA', 91, -1.4558, -48.4902],
  ['São Luís', 'MA', 98, -2.4936, -44.2807],
  ['Fortaleza', 'CE', 85, -3.7247, -38.4969],
  ['Natal', 'RN', 84, -5.8456, -35.1967],
  ['João Pessoa', 'PB', 83, -7.1195, -34.8333],
  ['Recife', 'PE', 81, -8.1190, -34.9010],
  ['Maceió', 'AL', 82, -9.6658, -35.7003],
  ['Aracaju', 'SE', 79, -10.9802, -37.0469],
  ['Salvador', 'BA', 71, -13.0094, -38.5322],
  ['Porto Seguro', 'BA', 73, -16.4435, -39.0643],
  ['Vitória', 'ES', 27, -20.2976, -40.2958],
  ['Vila Velha', 'ES', 27, -20.3417, -40.2875],
  ['Cabo Frio', 'RJ', 22, -22.8789, -42.0189],
  ['Niterói', 'RJ', 21, -22.9066, -43.1129],
  ['Rio de Janeiro', 'RJ', 21, -22.9711, -43.1822],
  ['Ubatuba', 'SP', 12, -23.4336, -45.0838],
  ['Guarujá', 'SP', 13, -23.9935, -46.2564],
  ['Santos', 'SP', 13, -23.9676, -46.3337],
  ['Florianópolis', 'SC', 48, -27.5954, -48.5480],
  ['Balneário Camboriú', 'SC', 47, -26.9926, -48.6352],
  ['Tramandaí', 'RS', 51, -29.9848, -50.1336],
];

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const numberArray = (values: readonly number[]) => sql.raw(`ARRAY[${values.join(',')}]::double precision[]`);

/**
 * Fills a database (migrated, may already hold the seed) with `users` players, `arenas` arenas and `championships`
 * championships (8 teams of 2 each, two groups, 24 games), in a handful of set-based statements (INSERT … SELECT
 * generate_series): no row-by-row loop, so a million rows cost one statement. Every row gets a deterministic id
 * (md5 of a per-call tag and its number), so rows of one kind find rows of another without lookups; calls with a new
 * tag can be repeated on one database. Generated users cannot log in (their password hash is not a real hash).
 * A caller that needs the same rows every run (a test whose cases depend on where matches fall) passes its own `tag`.
 */
export async function generateScaleData(db: Db, size: ScaleSize, options: { tag?: string } = {}): Promise<ScaleResult> {
  const started = performance.now();
  const tag = options.tag ?? randomBytes(3).toString('hex');
  if (!/^[0-9a-f]{6}$/.test(tag)) throw new Error('the tag is six hex digits');
  const { users: U, arenas: A, championships: C } = size;
  const R = size.results ?? 0;
  const finishable = size.finishable ?? false;
  const P = size.posts ?? 0;
  const O = size.openGames ?? 0;
  if (C > 0 && (U < 16 || A < 1)) throw new Error('championships need at least 16 users and 1 arena');
  if (R > 0 && (C < RESULTS_PER_ATHLETE || R > U * RESULTS_PER_ATHLETE)) throw new Error(`results need at least ${RESULTS_PER_ATHLETE} championships and at most ${RESULTS_PER_ATHLETE} per user`);
  // Posters are the last users, clear of the teams' members (the first C × 16): a post is by someone without a team.
  if (P > 0 && (C < 1 || P > maxPosts(U, C))) throw new Error('posts need a championship and users beyond the teams’ members');
  if (O > 0 && (U < 4 || A < 1)) throw new Error('open games need at least 4 users and 1 arena');
  if (finishable && (U < FINISHABLE_TEAMS * 2 || A < 1)) throw new Error(`the finishable championship needs at least ${FINISHABLE_TEAMS * 2} users and 1 arena`);
  const cities = CITIES.length;
  // Only hex and integers are spliced in as text; everything else is a literal in this file.
  const t = sql.raw(`'${tag}'`);
  const n = (value: number) => sql.raw(String(Math.trunc(value)));

  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, cpf, nickname, full_name, born, gender, whatsapp, rating, plays, created_at, updated_at)
    SELECT md5(${t} || 'u' || g)::uuid,
           'escala-' || ${t} || '-' || g || '@jogadores.areia.app',
           'gerado-sem-senha',
           '9' || lpad((('x' || ${t})::bit(24)::int % 1000)::text, 3, '0') || lpad(g::text, 7, '0'),
           (${textArray(FIRST_NAMES)})[1 + g % ${n(FIRST_NAMES.length)}] || ${t} || g,
           (${textArray(FIRST_NAMES)})[1 + g % ${n(FIRST_NAMES.length)}] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / 7) % ${n(LAST_NAMES.length)}]
             || ' ' || (${textArray(LAST_NAMES)})[1 + (g / 3) % ${n(LAST_NAMES.length)}],
           date '1975-01-01' + (g * 37 % 11000),
           (ARRAY['masculino','feminino','outro'])[1 + g % 3],
           lpad((11 + g % 89)::text, 2, '0') || '9' || lpad((g % 100000000)::text, 8, '0'),
           ${levelOf(sql.raw('g'))},
           -- Players from the start (their Vôlei rows follow), so the flag's trigger finds nothing to change.
           true,
           now() - make_interval(secs => g * 61),
           now() - make_interval(secs => g * 61)
    FROM generate_series(1, ${n(U)}) AS g`);
  await db.execute(sql`
    INSERT INTO user_modalities (user_id, modality, status)
    SELECT md5(${t} || 'u' || g)::uuid, ${VOLEI_MODALITY_ID}::uuid, 'active' FROM generate_series(1, ${n(U)}) AS g`);

  await db.execute(sql`
    INSERT INTO arenas (id, name, address, phone, instagram, website, prices, latitude, longitude)
    SELECT md5(${t} || 'a' || g)::uuid,
           (${textArray(PLACE_KINDS)})[1 + g % ${n(PLACE_KINDS.length)}] || ' ' || (${textArray(PLACE_WORDS)})[1 + (g / 5) % ${n(PLACE_WORDS.length)}]
             || ' ' || (${textArray(CITIES.map((city) => city[0]))})[1 + g % ${n(cities)}] || ' ' || (g / ${n(cities)} + 1),
           (${textArray(STREETS)})[1 + g % ${n(STREETS.length)}] || ', ' || (1 + g * 13 % 4000) || ' - '
             || (${textArray(CITIES.map((city) => city[0]))})[1 + g % ${n(cities)}] || ' - ' || (${textArray(CITIES.map((city) => city[1]))})[1 + g % ${n(cities)}],
           (${textArray(CITIES.map((city) => String(city[2])))})[1 + g % ${n(cities)}] || '9' || lpad((g::bigint * 7 % 100000000)::text, 8, '0'),
           'https://instagram.com/arena' || ${t} || g,
           'https://arena-' || ${t} || '-' || g || '.areia.app',
           jsonb_build_array(jsonb_build_object('title', 'Aula avulsa', 'value', 40 + g % 60), jsonb_build_object('title', 'Mensalidade', 'value', 200 + g % 200)),
           (${numberArray(CITIES.map((city) => city[3]))})[1 + g % ${n(cities)}] + ((g::bigint * 7919 % 2001) - 1000) / 8000.0,
           (${numberArray(CITIES.map((city) => city[4]))})[1 + g % ${n(cities)}] + ((g::bigint * 104729 % 2001) - 1000) / 8000.0
    FROM generate_series(1, ${n(A)}) AS g`);

  await db.execute(sql`
    INSERT INTO championships (id, modality_id, arena_id, title, category, occurs, price_cents, max_teams, players_per_team, contact, created_at)
    SELECT md5(${t} || 'c' || g)::uuid, ${VOLEI_MODALITY_ID}::uuid, md5(${t} || 'a' || (1 + g % ${n(A)}))::uuid,
           (ARRAY['Copa', 'Torneio', 'Desafio', 'Circuito', 'Festival'])[1 + g % 5] || ' ' || (${textArray(PLACE_WORDS)})[1 + g % ${n(PLACE_WORDS.length)}] || ' nº ' || g,
           (${textArray(CATEGORIES)})[1 + g % ${n(CATEGORIES.length)}],
           date_trunc('hour', now()) + make_interval(days => (g % 240) - 120),
           (30 + g % 10 * 10) * 100, ${n(TEAMS_PER_CHAMPIONSHIP)}, 2,
           '21' || '9' || lpad((g % 100000000)::text, 8, '0'),
           now() - make_interval(days => 150)
    FROM generate_series(1, ${n(C)}) AS g`);
  // Team s of championship g: members are users ((g-1)*16 + (s-1)*2 + p) mod U, distinct inside a championship.
  await db.execute(sql`
    INSERT INTO teams (id, championship_id, slot, group_label, created_by)
    SELECT md5(${t} || 't' || g || '-' || s)::uuid, md5(${t} || 'c' || g)::uuid, s,
           CASE WHEN s % 2 = 1 THEN 'A' ELSE 'B' END,
           md5(${t} || 'u' || (((g - 1) * 16 + (s - 1) * 2) % ${n(U)} + 1))::uuid
    FROM generate_series(1, ${n(C)}) AS g, generate_series(1, ${n(TEAMS_PER_CHAMPIONSHIP)}) AS s`);
  await db.execute(sql`
    INSERT INTO team_members (team_id, championship_id, player_id, position)
    SELECT md5(${t} || 't' || g || '-' || s)::uuid, md5(${t} || 'c' || g)::uuid,
           md5(${t} || 'u' || (((g - 1) * 16 + (s - 1) * 2 + p - 1) % ${n(U)} + 1))::uuid, p
    FROM generate_series(1, ${n(C)}) AS g, generate_series(1, ${n(TEAMS_PER_CHAMPIONSHIP)}) AS s, generate_series(1, 2) AS p`);
  // Group A holds the odd slots, B the even ones; past championships have their games played.
  await db.execute(sql`
    INSERT INTO games (championship_id, phase, group_label, team_a_id, team_b_id, score_a, score_b, status, scheduled_at)
    SELECT c.id, 1, grp.label,
           md5(${t} || 't' || g || '-' || (2 * i - grp.odd))::uuid,
           md5(${t} || 't' || g || '-' || (2 * j - grp.odd))::uuid,
           CASE WHEN c.occurs < now() THEN CASE WHEN (g + i + j) % 2 = 0 THEN 21 ELSE 12 + (g + i) % 9 END END,
           CASE WHEN c.occurs < now() THEN CASE WHEN (g + i + j) % 2 = 0 THEN 12 + (g + j) % 9 ELSE 21 END END,
           CASE WHEN c.occurs < now() THEN 'finalizado' ELSE 'agendado' END,
           c.occurs + make_interval(mins => 40 * (i * 4 + j))
    FROM generate_series(1, ${n(C)}) AS g
    JOIN championships c ON c.id = md5(${t} || 'c' || g)::uuid
    CROSS JOIN (VALUES ('A', 1), ('B', 0)) AS grp(label, odd)
    CROSS JOIN generate_series(1, 4) AS i
    CROSS JOIN generate_series(1, 4) AS j
    WHERE i < j`);
  if (R > 0) await generateResults(db, t, n, R, C);
  if (finishable) await generateFinishable(db, t, n);
  const postsChampionshipId = P > 0 ? await generatePosts(db, t, n, P, U, C) : null;
  if (O > 0) await generateOpenGames(db, t, n, O, U, A);
  // VACUUM as autovacuum would after a bulk load: it sets the visibility map that index-only scans (searches) rely on.
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    ...size,
    results: R,
    finishable,
    teams: C * TEAMS_PER_CHAMPIONSHIP + (finishable ? FINISHABLE_TEAMS : 0),
    games: C * 12 + (finishable ? FINISHABLE_GAMES : 0),
    tag,
    ms: Math.round(performance.now() - started),
    finishableId: finishable ? finishableIdOf(tag) : null,
    posts: P,
    openGames: O,
    postsChampionshipId,
  };
}

type Raw = ReturnType<typeof sql.raw>;
/** The level (users.rating) of generated user number `g`: spread over 60–1200. */
const levelOf = (g: Raw) => sql`(60 + (${g}::bigint * 7919 % 1141)::int)`;
const FINISHABLE_GAMES = (FINISHABLE_TEAMS / 4) * 6;
const finishableIdOf = (tag: string) => {
  const hex = createHash('md5').update(`${tag}f`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Result k (from 0) belongs to athlete k / RESULTS_PER_ATHLETE + 1 and to generated championship
 * (k / RESULTS_PER_ATHLETE + k % RESULTS_PER_ATHLETE) % C + 1 (distinct for one athlete), finalized 1 to 500 days ago,
 * with the points of its placement in an 8-team field (points.ts: base × share × 75 %). The athletes' ranking_points
 * are then the sum of their best 5 within 365 days, as the finish and the daily expiry keep them; their levels are
 * unchanged (level_before = level_after = rating).
 */
async function generateResults(db: Db, t: Raw, n: (value: number) => Raw, R: number, C: number) {
  const per = n(RESULTS_PER_ATHLETE);
  const bases = Object.entries(CATEGORY_BASE_POINTS);
  await db.execute(sql`
    INSERT INTO ranking_results (athlete_id, championship_id, placement, points, finalized_at, level_before, level_after, before_rating, before_ranking_points)
    SELECT u.id, md5(${t} || 'c' || ((k / ${per} + k % ${per}) % ${n(C)} + 1))::uuid, r.placement,
           round(base.points * (ARRAY[100, 80, 65, 65, 45, 45, 45, 45])[r.placement] * 75 / 10000.0)::int,
           now() - make_interval(days => 1 + (k * 37) % 500, secs => k % 86000),
           u.rating, u.rating, u.rating, 0
    FROM generate_series(0, ${n(R - 1)}) AS k
    CROSS JOIN LATERAL (SELECT 1 + (k * 7 + k / ${per}) % 8 AS placement) AS r
    JOIN users u ON u.id = md5(${t} || 'u' || (k / ${per} + 1))::uuid
    JOIN championships c ON c.id = md5(${t} || 'c' || ((k / ${per} + k % ${per}) % ${n(C)} + 1))::uuid
    JOIN (VALUES ${sql.raw(bases.map(([name, points]) => `('${name.replace(/'/g, "''")}', ${points})`).join(', '))}) AS base(category, points) ON base.category = c.category`);
  await db.execute(sql`
    UPDATE users SET ranking_points = best.points
    FROM (SELECT athlete_id, sum(points)::int AS points
          FROM (SELECT athlete_id, points, row_number() OVER (PARTITION BY athlete_id ORDER BY points DESC, finalized_at DESC) AS nth
                FROM ranking_results
                WHERE finalized_at > now() - interval '365 days'
                  AND athlete_id IN (SELECT md5(${t} || 'u' || a)::uuid FROM generate_series(1, ${n(Math.ceil(R / RESULTS_PER_ATHLETE))}) AS a)) AS ranked
          WHERE nth <= ${n(BEST_RESULTS_COUNTED)}
          GROUP BY athlete_id) AS best
    WHERE users.id = best.athlete_id`);
}

/**
 * The championship ready to finish: occurred yesterday, FINISHABLE_TEAMS confirmed teams of users 1… (two each, so
 * its athletes also have generated results), 16 pools of 4 drawn, every pool game final, no knockout.
 */
async function generateFinishable(db: Db, t: Raw, n: (value: number) => Raw) {
  const id = sql`md5(${t} || 'f')::uuid`;
  await db.execute(sql`
    INSERT INTO championships (id, modality_id, arena_id, title, category, occurs, price_cents, max_teams, players_per_team, contact, signups_closed, created_at)
    VALUES (${id}, ${VOLEI_MODALITY_ID}::uuid, md5(${t} || 'a' || 1)::uuid, 'Grande Circuito ' || ${t}, 'Open',
            date_trunc('hour', now()) - interval '1 day', 0, ${n(FINISHABLE_TEAMS)}, 2, '21999999999', true, now() - interval '30 days')`);
  await db.execute(sql`
    INSERT INTO teams (id, championship_id, slot, group_label, status, created_by)
    SELECT md5(${t} || 'ft' || s)::uuid, ${id}, s, chr(64 + 1 + (s - 1) % 16), 'confirmed', md5(${t} || 'u' || ((s - 1) * 2 + 1))::uuid
    FROM generate_series(1, ${n(FINISHABLE_TEAMS)}) AS s`);
  await db.execute(sql`
    INSERT INTO team_members (team_id, championship_id, player_id, position)
    SELECT md5(${t} || 'ft' || s)::uuid, ${id}, md5(${t} || 'u' || ((s - 1) * 2 + p))::uuid, p
    FROM generate_series(1, ${n(FINISHABLE_TEAMS)}) AS s, generate_series(1, 2) AS p`);
  // Pool x (0–15) holds slots x + 1, x + 17, x + 33, x + 49; every pair plays once, 2–0 in sets.
  await db.execute(sql`
    INSERT INTO games (championship_id, phase, group_label, team_a_id, team_b_id, score_a, score_b, sets, status, scheduled_at)
    SELECT ${id}, 1, chr(65 + x),
           md5(${t} || 'ft' || (x + 1 + 16 * (i - 1)))::uuid, md5(${t} || 'ft' || (x + 1 + 16 * (j - 1)))::uuid,
           CASE WHEN (x + i + j) % 3 = 0 THEN 0 ELSE 2 END, CASE WHEN (x + i + j) % 3 = 0 THEN 2 ELSE 0 END,
           CASE WHEN (x + i + j) % 3 = 0 THEN '[{"a":18,"b":21},{"a":15,"b":21}]'::jsonb ELSE '[{"a":21,"b":17},{"a":21,"b":19}]'::jsonb END,
           'finalizado', date_trunc('hour', now()) - interval '1 day' + make_interval(mins => 30 * (i * 4 + j))
    FROM generate_series(0, 15) AS x, generate_series(1, 4) AS i, generate_series(1, 4) AS j
    WHERE i < j`);
}

/**
 * Post k (from 0) is by user U − k, in generated championship k mod F of the F still taking teams (in id order), from
 * one of the beach cities, k × 7 s ago; every third has a note. Returns the championship holding the most posts (the
 * first), or null when no generated championship is still taking teams.
 */
async function generatePosts(db: Db, t: Raw, n: (value: number) => Raw, P: number, U: number, C: number): Promise<string | null> {
  const taking = (await db.execute(sql`
    SELECT id FROM championships
    WHERE id IN (SELECT md5(${t} || 'c' || g)::uuid FROM generate_series(1, ${n(C)}) AS g)
      AND occurs > now() AND NOT signups_closed AND NOT is_disabled
    ORDER BY id`)) as unknown as { rows: { id: string }[] };
  const ids = taking.rows.map((row) => row.id);
  if (ids.length === 0) return null;
  await db.execute(sql`
    INSERT INTO partner_posts (championship_id, user_id, note, city, created_at)
    SELECT c.id, md5(${t} || 'u' || (${n(U)} - k))::uuid,
           CASE WHEN k % 3 = 0 THEN (ARRAY['jogo pela esquerda', 'só sábado', 'procuro alguém do meu nível'])[1 + k / 3 % 3] END,
           (${textArray(CITIES.map((city) => city[0]))})[1 + k % ${n(CITIES.length)}],
           now() - make_interval(secs => k * 7)
    FROM generate_series(0, ${n(P - 1)}) AS k
    JOIN unnest(${textArray(ids)}::uuid[]) WITH ORDINALITY AS c(id, i) ON c.i = 1 + k % ${n(ids.length)}`);
  return ids[0]!;
}

/**
 * Open game k (from 0) at arena 1 + k mod A, 2 h to 30 days ahead, created by user 1 + 4k mod U with a band of their
 * level ± 150 (the form's default), competitive every other game, with 1 to 3 of its 4 places taken (users 1 + 4k + i).
 */
async function generateOpenGames(db: Db, t: Raw, n: (value: number) => Raw, O: number, U: number, A: number) {
  const creator = sql.raw(`(1 + (4 * k) % ${Math.trunc(U)})`);
  await db.execute(sql`
    INSERT INTO open_games (id, arena_id, modality_id, creator_id, starts_at, level_min, level_max, competitive, player_count, created_at)
    SELECT md5(${t} || 'o' || k)::uuid, md5(${t} || 'a' || (1 + k % ${n(A)}))::uuid, ${VOLEI_MODALITY_ID}::uuid,
           md5(${t} || 'u' || ${creator})::uuid,
           date_trunc('hour', now()) + make_interval(hours => 2 + k % (24 * 30)),
           greatest(0, ${levelOf(creator)} - 150), least(1200, ${levelOf(creator)} + 150),
           k % 2 = 0, 1 + k % 3, now() - make_interval(mins => k % 1440)
    FROM generate_series(0, ${n(O - 1)}) AS k`);
  await db.execute(sql`
    INSERT INTO open_game_players (game_id, user_id, joined_at)
    SELECT md5(${t} || 'o' || k)::uuid, md5(${t} || 'u' || (1 + (4 * k + i) % ${n(U)}))::uuid, now() - make_interval(mins => k % 1440) + make_interval(mins => i)
    FROM generate_series(0, ${n(O - 1)}) AS k, generate_series(0, 2) AS i
    WHERE i < 1 + k % 3`);
}
