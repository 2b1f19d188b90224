import { z } from 'zod';
import { teamSchema } from '@areia/shared/core/schemas/team';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A partner's invitation to a team, as the invited player sees it. */
export const invitationSchema = z.object({
  id: z.string(),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  expires_at: z.string().describe('48 h após o convite, ou o início do campeonato se for antes'),
  invited_by: z.object({ id: z.string(), nickname: z.string() }),
  championship: z.object({ id: z.string(), title: z.string(), category: z.string(), occurs: z.string() }),
  team: teamSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
