import { z } from 'zod';
import { arenaCoordinatesQuerySchema } from '@areia/shared/core/schemas/arena';

/** Counts beyond this are answered as this number (the tile shows "999"), so counting never walks a whole table. */
export const SUMMARY_COUNT_CAP = 999;

/** Query of GET /api/summary/:modalityId: the home's position (optional; without it nearbyArenas is null). */
export const summaryQuerySchema = arenaCoordinatesQuerySchema;
export type SummaryQuery = z.input<typeof summaryQuerySchema>;

/** Everything the home tiles count, in one small answer. */
export const summarySchema = z.object({
  players: z.number().int().describe('Jogadores no ranking'),
  upcomingChampionships: z.number().int().describe('Campeonatos da modalidade nem encerrados nem cancelados (os que começaram inclusive): os que a lista mostra em "Todos" (filter=current)'),
  nearbyArenas: z
    .number()
    .int()
    .nullable()
    .describe(`Arenas a até maxDistance km (padrão 10) das coordenadas; no máximo ${SUMMARY_COUNT_CAP}; null sem coordenadas`),
});
export type Summary = z.infer<typeof summarySchema>;
