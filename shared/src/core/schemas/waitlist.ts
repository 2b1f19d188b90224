import { z } from 'zod';
import { teamSchema } from '@areia/shared/core/schemas/team';

/** POST …/waitlist: the team's place on the list (1 = next to take a freed slot). */
export const waitlistEntrySchema = z.object({
  position: z.number().int().min(1).describe('Lugar do time na lista de espera (1 = o próximo a receber uma vaga)'),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET …/waitlist: the teams waiting, in order, and the caller's place (null when not waiting). */
export const waitlistSchema = z.object({
  position: z.number().int().min(1).nullable().describe('Lugar do time do usuário na lista, ou null'),
  teams: z.array(teamSchema).describe('Times na lista de espera, na ordem'),
});
export type Waitlist = z.infer<typeof waitlistSchema>;
