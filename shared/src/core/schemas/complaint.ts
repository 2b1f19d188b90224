import { z } from 'zod';
import { COMPLAINT_REASON_WRONG_CATEGORY } from '@areia/shared/core/constants';

export { COMPLAINT_REASON_WRONG_CATEGORY };

export const createComplaintSchema = z.object({
  reported_by_id: z.string({ error: 'Denunciante inválido' }).min(1, { error: 'Denunciante inválido' }),
  reason: z
    .string({ error: 'Motivo inválido' })
    .trim()
    .min(1, { error: 'Motivo inválido' })
    .max(500, { error: 'Motivo inválido' }),
});
export type CreateComplaintInput = z.input<typeof createComplaintSchema>;

export const complaintSchema = z.object({
  id: z.string(),
  team_id: z.string(),
  championship_id: z.string(),
  reported_by_id: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;
