import { z } from 'zod';
import { CATEGORIES, stageSchema } from '@areia/shared/core/schemas/championship';
import { TEAM_STATUSES } from '@areia/shared/core/schemas/team';
import { isoDateTimeSchema } from '@areia/shared/core/schemas/dates';
import { GAME_PHASE_POOLS, GAME_STATUS } from '@areia/shared/core/constants';

/** Hours each athlete has to pay their share once the team is confirmed: 48 unless the organizer says otherwise. */
export const PAYMENT_HOURS_DEFAULT = 48;
export const PAYMENT_HOURS_MAX = 720;
const PAYMENT_HOURS_INVALID = `Prazo para pagar inválido: de 1 a ${PAYMENT_HOURS_MAX} horas`;

/**
 * The organizers' side of a championship: create/edit, close sign-ups, draw pools, enter scores, publish
 * the knockout; and the athletes' score reports. Bodies and answers of /api/organizer/* are camelCase; the athletes'
 * championship endpoints keep their snake_case shapes (schemas/standings.ts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Scores

export const SCORE_INVALID = 'Placar inválido';

/** Rally points of one set: `a` for the game's team A, `b` for team B. The set rules live in rules/score.ts. */
export const setScoreSchema = z.object({
  a: z.number({ error: SCORE_INVALID }).int({ error: SCORE_INVALID }).min(0, { error: SCORE_INVALID }).max(99, { error: SCORE_INVALID }),
  b: z.number({ error: SCORE_INVALID }).int({ error: SCORE_INVALID }).min(0, { error: SCORE_INVALID }).max(99, { error: SCORE_INVALID }),
});
export type SetScore = z.infer<typeof setScoreSchema>;

/** 2 or 3 sets (best of 3). Whether they make a finished match is checked by `validateMatch` (rules/score.ts): 422. */
export const setsSchema = z
  .array(setScoreSchema, { error: 'Informe o placar de cada set' })
  .min(2, { error: 'Informe o placar de pelo menos 2 sets' })
  .max(3, { error: 'Uma partida tem no máximo 3 sets' });

const VERSION_INVALID = 'Versão do jogo inválida';
const gameVersionSchema = z.number({ error: VERSION_INVALID }).int({ error: VERSION_INVALID }).min(0, { error: VERSION_INVALID });

/** PUT /api/organizer/games/{gameId}/score: the sets and the `version` the organizer saw (409 when it moved on). */
export const saveScoreSchema = z.object({
  sets: setsSchema,
  version: gameVersionSchema,
});
export type SaveScoreInput = z.input<typeof saveScoreSchema>;

/**
 * POST /api/games/{gameId}/report: a player of either team reports the sets. With `version` (the game as the athlete
 * saw it, e.g. a report queued offline) a game changed since is a 409 that carries the current score.
 */
export const reportScoreSchema = z.object({ sets: setsSchema, version: gameVersionSchema.optional() });
export type ReportScoreInput = z.input<typeof reportScoreSchema>;

/** POST /api/games/{gameId}/confirm: optionally the `version` the athlete saw (409 with the current score if it moved). */
export const confirmScoreSchema = z.object({ version: gameVersionSchema.optional() });
export type ConfirmScoreInput = z.input<typeof confirmScoreSchema>;

/** The score a game holds now, as a 409 on a score carries it: a client that sent a stale one can compare. */
export const currentScoreSchema = z.object({
  status: z.enum(GAME_STATUS),
  version: z.number(),
  sets: z.array(setScoreSchema).nullable().describe('Sets do placar final; null enquanto o jogo não terminou'),
  report: z
    .object({ teamId: z.string().nullable(), sets: z.array(setScoreSchema), status: z.enum(['pending', 'disputed']) })
    .nullable()
    .describe('Placar informado em aberto por um jogador'),
});
export type CurrentScore = z.infer<typeof currentScoreSchema>;

/** A 409 on a score: the pt-BR reason and, when the score itself is the conflict, the score the server holds. */
export const scoreConflictSchema = z.object({ message: z.string(), current: currentScoreSchema.optional() });
export type ScoreConflict = z.infer<typeof scoreConflictSchema>;

/** POST /api/games/{gameId}/dispute: a player of the other team disagrees; the organizer decides. */
export const disputeScoreSchema = z.object({
  reason: z.string().max(500, { error: 'O motivo deve ter no máximo 500 caracteres' }).optional(),
});
export type DisputeScoreInput = z.input<typeof disputeScoreSchema>;

export const SCORE_REPORT_STATUS = ['pending', 'confirmed', 'disputed', 'superseded'] as const;
export const scoreReportStatusSchema = z.enum(SCORE_REPORT_STATUS);
export type ScoreReportStatus = z.infer<typeof scoreReportStatusSchema>;

/** A score reported by a player; at most one `pending` per game. */
export const scoreReportSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  teamId: z.string().nullable().describe('Time de quem informou; null quando o mesário (link de mesário) informou'),
  reportedBy: z.string().nullable().describe('id do jogador que informou; null quando foi o mesário'),
  reportedByName: z.string(),
  sets: z.array(setScoreSchema),
  status: scoreReportStatusSchema,
  reason: z.string().nullable().describe('Motivo da contestação'),
  createdAt: isoDateTimeSchema,
});
export type ScoreReport = z.infer<typeof scoreReportSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Championships

export const CHAMPIONSHIP_RULES_MAX = 2000;
export const CHAMPIONSHIP_RULES_INVALID = `As regras devem ter no máximo ${CHAMPIONSHIP_RULES_MAX} caracteres`;

export const championshipTitleInvalid = 'Informe o título do campeonato (até 120 caracteres)';

/** POST /api/organizer/championships and PUT /api/organizer/championships/{id}. */
export const organizerChampionshipInputSchema = z.object({
  title: z
    .string({ error: championshipTitleInvalid })
    .trim()
    .min(3, { error: championshipTitleInvalid })
    .max(120, { error: championshipTitleInvalid }),
  category: z.enum(CATEGORIES, { error: 'Categoria inválida' }),
  occurs: z.iso.datetime({ offset: true, error: 'Data e hora inválidas' }),
  arenaId: z.guid({ error: 'Arena inválida' }),
  maxTeams: z.number({ error: 'Número de times inválido' }).int({ error: 'Número de times inválido' }).min(3, { error: 'O campeonato precisa de pelo menos 3 times' }).max(64, { error: 'No máximo 64 times' }),
  playersPerTeam: z.number({ error: 'Jogadores por time inválido' }).int({ error: 'Jogadores por time inválido' }).min(1, { error: 'Jogadores por time inválido' }).max(6, { error: 'Jogadores por time inválido' }),
  price: z
    .number({ error: 'Preço inválido' })
    .min(0, { error: 'Preço inválido' })
    .max(10_000, { error: 'Preço inválido' })
    // Stored as integer centavos: a third decimal would be rounded away without the organizer knowing.
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'O preço aceita no máximo 2 casas decimais' })
    .describe('R$ por pessoa (no máximo 2 casas decimais)'),
  paymentHours: z
    .number({ error: PAYMENT_HOURS_INVALID })
    .int({ error: PAYMENT_HOURS_INVALID })
    .min(1, { error: PAYMENT_HOURS_INVALID })
    .max(PAYMENT_HOURS_MAX, { error: PAYMENT_HOURS_INVALID })
    .optional()
    .describe(`Horas para cada atleta pagar a sua parte depois que o time é confirmado (padrão ${PAYMENT_HOURS_DEFAULT}); nunca além do início`),
  contact: z.string({ error: 'Telefone de contato inválido' }).regex(/^\d{10,11}$/, { error: 'Telefone de contato inválido (DDD + número, só dígitos)' }),
  description: z.string().max(2000, { error: 'A descrição deve ter no máximo 2000 caracteres' }).nullable().optional(),
  rules: z
    .string({ error: CHAMPIONSHIP_RULES_INVALID })
    .max(CHAMPIONSHIP_RULES_MAX, { error: CHAMPIONSHIP_RULES_INVALID })
    .nullable()
    .optional()
    .describe('Regras do organizador: formato, sets, desempates'),
});
export type OrganizerChampionshipInput = z.input<typeof organizerChampionshipInputSchema>;

/**
 * One of the organizer's championships: a row of GET /api/organizer/championships (one page). No
 * description (up to 2 000 characters, not shown by the list): the edit form reads it from the detail.
 */
export const organizerChampionshipSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  occurs: isoDateTimeSchema,
  arenaId: z.string(),
  arenaName: z.string(),
  bannerUrl: z.string().nullable(),
  maxTeams: z.number(),
  playersPerTeam: z.number(),
  price: z.number(),
  paymentHours: z.number(),
  contact: z.string(),
  isDisabled: z.boolean(),
  signupsClosed: z.boolean(),
  teamsCount: z.number(),
  poolsDrawn: z.boolean(),
  poolsFinished: z.boolean().describe('Há grupos e todos os jogos de grupo estão finalizados'),
  knockoutPublished: z.boolean(),
  stage: stageSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  cancelReason: z.string().nullable(),
});
export type OrganizerChampionship = z.infer<typeof organizerChampionshipSchema>;

/**
 * A team as the organizer's screens show it: its name (the members' nicknames, once) and rating. Games and pool
 * tables refer to it by `id` only, so a full championship's names are sent once (answers stay under 100 KB).
 */
export const organizerTeamSchema = z.object({
  id: z.string(),
  name: z.string().describe("Apelidos unidos por ' / '"),
  rating: z.number().describe('Soma dos ratings dos membros (base do sorteio)'),
  pool: z.string().nullable(),
  status: z.enum(TEAM_STATUSES).describe('pending: aguardando o aceite do parceiro, fora do sorteio; confirmed: entra no sorteio'),
});
export type OrganizerTeam = z.infer<typeof organizerTeamSchema>;

export { GAME_PHASE_POOLS };

export const organizerGameSchema = z.object({
  id: z.string(),
  phase: z.number().describe('1 = grupos; 2, 3… = rodadas do mata-mata'),
  phaseLabel: z.string().describe("'Grupos', 'Oitavas de final', 'Quartas de final', 'Semifinal', 'Final'"),
  group: z.string().describe("Grupo ('A', 'B'…) ou jogo do mata-mata ('Semifinal 1')"),
  court: z.string().nullable(),
  scheduledAt: isoDateTimeSchema.nullable(),
  status: z.enum(GAME_STATUS),
  teamAId: z.string().describe('Id do time A: o nome está em `teams` do campeonato'),
  teamBId: z.string().describe('Id do time B: o nome está em `teams` do campeonato'),
  scoreA: z.number().nullable().describe('Sets vencidos'),
  scoreB: z.number().nullable(),
  sets: z.array(setScoreSchema).nullable(),
  version: z.number().describe('Enviar de volta ao salvar o placar'),
  report: scoreReportSchema.nullable().describe('Placar informado em aberto (pendente ou contestado)'),
});
export type OrganizerGame = z.infer<typeof organizerGameSchema>;

/** One row of a pool table by the FIVB order (rules/standings.ts). */
export const poolStandingSchema = z.object({
  position: z.number(),
  teamId: z.string().describe('O nome do time está em `teams` do campeonato'),
  played: z.number(),
  wins: z.number(),
  losses: z.number(),
  matchPoints: z.number().describe('Vitória 2, derrota 1, W.O. 0'),
  setsWon: z.number(),
  setsLost: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  explanation: z.string(),
});
export type PoolStanding = z.infer<typeof poolStandingSchema>;

export const organizerPoolSchema = z.object({
  label: z.string(),
  teamIds: z.array(z.string()),
  standings: z.array(poolStandingSchema),
});
export type OrganizerPool = z.infer<typeof organizerPoolSchema>;

/**
 * GET|PUT /api/organizer/championships/{id} and the answer of every action on it. The games come apart, in pages
 * (GET /api/organizer/championships/{id}/games): with them a full championship (64 teams, ~160 games) at its widest
 * names passed the 96 KB an answer may hold (docs/architecture.md, "Data and scale").
 */
export const organizerChampionshipDetailSchema = organizerChampionshipSchema.extend({
  description: z.string().nullable(),
  rules: z.string().nullable(),
  teams: z.array(organizerTeamSchema),
  pools: z.array(organizerPoolSchema),
});
export type OrganizerChampionshipDetail = z.infer<typeof organizerChampionshipDetailSchema>;

/** What the organizer's screens read: the detail and every page of its games. */
export type OrganizerChampionshipWithGames = OrganizerChampionshipDetail & { games: OrganizerGame[] };

export const bannerResponseSchema = z.object({ bannerUrl: z.string() });
export type BannerResponse = z.infer<typeof bannerResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Pools and knockout

const scheduleShape = {
  startsAt: z.iso.datetime({ offset: true, error: 'Horário de início inválido' }),
  courts: z.number({ error: 'Número de quadras inválido' }).int({ error: 'Número de quadras inválido' }).min(1, { error: 'Informe pelo menos 1 quadra' }).max(20, { error: 'No máximo 20 quadras' }),
  minutesPerGame: z.number({ error: 'Duração do jogo inválida' }).int({ error: 'Duração do jogo inválida' }).min(10, { error: 'Cada jogo dura pelo menos 10 minutos' }).max(240, { error: 'Cada jogo dura no máximo 240 minutos' }),
};

const previewTeam = z.object({ id: z.string(), name: z.string() });
/** GET /api/organizer/championships/{id}/pools/preview: what the draw would do now (shared/src/core/rules/pools.ts). */
export const drawPreviewSchema = z.object({
  release: z.array(previewTeam).describe('Times com pagamento pendente que o sorteio libera'),
  draw: z.array(previewTeam).describe('Times confirmados e pagos que entram no sorteio'),
  refusal: z.string().nullable().describe('Por que o sorteio seria recusado agora (null quando pode sortear)'),
});
export type DrawPreviewAnswer = z.infer<typeof drawPreviewSchema>;

/**
 * POST /api/organizer/championships/{id}/pools. `snake`: pools of `poolSize` (3 or 4) by snake seeding on rating;
 * `manual`: the organizer's pools (team ids; labelled A, B, C… in order). Both generate the round-robin games.
 */
export const drawPoolsSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('snake'),
      poolSize: z.union([z.literal(3), z.literal(4)], { error: 'Os grupos têm 3 ou 4 times' }),
      ...scheduleShape,
    }),
    z.object({
      mode: z.literal('manual'),
      pools: z
        .array(z.array(z.guid({ error: 'Time inválido' })).min(3, { error: 'Cada grupo precisa de 3 ou 4 times' }).max(4, { error: 'Cada grupo precisa de 3 ou 4 times' }), {
          error: 'Informe os grupos',
        })
        .min(1, { error: 'Informe os grupos' })
        .max(16, { error: 'No máximo 16 grupos' }),
      ...scheduleShape,
    }),
  ],
  { error: "Modo de sorteio inválido ('snake' ou 'manual')" },
);
export type DrawPoolsInput = z.input<typeof drawPoolsSchema>;

/** POST /api/organizer/championships/{id}/knockout: top N per pool (+ the best thirds) into single elimination. */
export const publishKnockoutSchema = z.object({
  qualifiersPerPool: z.number({ error: 'Classificados por grupo inválido' }).int({ error: 'Classificados por grupo inválido' }).min(1, { error: 'Classificados por grupo inválido' }).max(4, { error: 'Classificados por grupo inválido' }),
  bestThirds: z.number({ error: 'Melhores terceiros inválido' }).int({ error: 'Melhores terceiros inválido' }).min(0, { error: 'Melhores terceiros inválido' }).max(16, { error: 'Melhores terceiros inválido' }).default(0),
  startsAt: scheduleShape.startsAt.optional().describe('Padrão: depois do último jogo de grupo'),
  courts: scheduleShape.courts.optional().describe('Padrão: as quadras dos grupos'),
  minutesPerGame: scheduleShape.minutesPerGame.optional().describe('Padrão: a duração usada nos grupos'),
});
export type PublishKnockoutInput = z.input<typeof publishKnockoutSchema>;
