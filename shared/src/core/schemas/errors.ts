import { z } from 'zod';

/** Every error answer of the API: one pt-BR sentence the screen can show as is. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;
