import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { CATEGORIES } from '@areia/shared/core/schemas/championship';
import type { Db } from '../db/client';

export type ScaleSize = { users: number; arenas: number; championships: number };
export type ScaleResult = ScaleSize & { teams: number; games: number; tag: string; ms: number };

/** Teams per generated championship: two groups of four, each a round robin of six games. */
export const TEAMS_PER_CHAMPIONSHIP = 8;

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
 */
export async function generateScaleData(db: Db, size: ScaleSize): Promise<ScaleResult> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const { users: U, arenas: A, championships: C } = size;
  if (C > 0 && (U < 16 || A < 1)) throw new Error('championships need at least 16 users and 1 arena');
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
           60 + (g::bigint * 7919 % 1141)::int,
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
  // VACUUM as autovacuum would after a bulk load: it sets the visibility map that index-only scans (searches) rely on.
  await db.execute(sql`VACUUM ANALYZE`);
  return { ...size, teams: C * TEAMS_PER_CHAMPIONSHIP, games: C * 12, tag, ms: Math.round(performance.now() - started) };
}
