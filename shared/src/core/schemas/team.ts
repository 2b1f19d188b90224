import { z } from 'zod';

export const teamMemberSchema = z.object({
  player_id: z.string(),
  nickname: z.string().nullable(),
  fullname: z.string().nullable(),
  avatar_url: z.string().nullable(),
  rating: z.number(),
  whatsapp: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const TEAM_STATUSES = ['pending', 'confirmed'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const teamSchema = z.object({
  id: z.string(),
  team: z.string().describe("Apelidos dos membros unidos por ' / '"),
  team_members: z.array(teamMemberSchema),
  status: z.enum(TEAM_STATUSES).describe('pending: aguardando o aceite dos parceiros (o time já ocupa a vaga); confirmed: todos aceitaram'),
});
export type Team = z.infer<typeof teamSchema>;

export const TEAM_MEMBERS_INVALID = 'Por favor, preencha todas as vagas do time';

/** POST body. Only player_id is trusted; the other member fields are what the client shows and are ignored. */
export const createTeamSchema = z.object({
  championship_id: z.string({ error: 'Campeonato inválido' }),
  team_members: z
    .array(
      z.object({
        player_id: z.string({ error: TEAM_MEMBERS_INVALID }).min(1, { error: TEAM_MEMBERS_INVALID }),
        nickname: z.string().nullish(),
        avatar_url: z.string().nullish(),
        rating: z.number().nullish(),
        whatsapp: z.string().nullish(),
      }),
      { error: TEAM_MEMBERS_INVALID },
    )
    .min(1, { error: TEAM_MEMBERS_INVALID })
    .max(12, { error: TEAM_MEMBERS_INVALID }),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
