import { z } from 'zod';
import { ARENA_COORDINATES_INVALID, bothOrNeither, coordinatesShape } from '@areia/shared/core/schemas/arena';
import { LOOKING_RADIUS_KM, OPEN_GAMES_RADIUS_KM, PLAY_COUNT_CAP } from '@areia/shared/core/rules/play-reach';

export { LOOKING_RADIUS_KM, OPEN_GAMES_RADIUS_KM, PLAY_COUNT_CAP };

/** Query of GET /api/user/play: the device's position, both coordinates or neither (without it: anywhere). */
export const playQuerySchema = z
  .object({ latitude: coordinatesShape.latitude, longitude: coordinatesShape.longitude })
  .refine(bothOrNeither, { error: ARENA_COORDINATES_INVALID });
export type PlayQuery = z.input<typeof playQuerySchema>;

const cappedCount = (description: string) =>
  z.object({
    count: z.number().int().min(0).max(PLAY_COUNT_CAP).describe(`${description}; no máximo ${PLAY_COUNT_CAP}`),
    more: z.boolean().describe(`Há mais de ${PLAY_COUNT_CAP}`),
  });
export type CappedCount = z.infer<ReturnType<typeof cappedCount>>;

/** The home's "Jogar": what the athlete could play now, near the device when its position is given. */
export const playSchema = z.object({
  open_games: cappedCount(`Jogos abertos com vaga, a até ${OPEN_GAMES_RADIUS_KM} km, cuja faixa inclui o nível do usuário`),
  partner_championships: cappedCount(
    `Campeonatos com inscrições abertas a até ${LOOKING_RADIUS_KM} km em que o usuário pode jogar, sem time, onde alguém que combina com ele procura dupla`,
  ),
});
export type Play = z.infer<typeof playSchema>;
