import { z } from 'zod';
import { teamSchema } from '@areia/shared/core/schemas/team';

/** POST …/waitlist: the team's place on the list (1 = next to take a freed slot). */
export const waitlistEntrySchema = z.object({
  position: z.number().int().min(1).describe('Lugar do time na lista de espera (1 = o próximo a receber uma vaga)'),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET …/waitlist, a page of it: a team waiting, with its place on the list and whether it is the caller's. */
export const waitlistTeamSchema = teamSchema.extend({
  position: z.number().int().min(1).describe('Lugar do time na lista (1 = o próximo a receber uma vaga)'),
  mine: z.boolean().describe('O usuário logado faz parte deste time'),
});
export type WaitlistTeam = z.infer<typeof waitlistTeamSchema>;

/** The list as the championship's screen reads it: the teams waiting, in order, and the caller's place (null when not waiting). */
export type Waitlist = { position: number | null; teams: WaitlistTeam[] };
