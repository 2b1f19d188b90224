import * as z from 'zod/mini';

/**
 * What the live stream says: the championship changed, at this version, in these parts. Clients refetch those.
 * Written with zod/mini, apart from the other schemas: the home and the championship page read these events in the
 * browser, and this module is all the validation they load, not zod whole and every schema built at import.
 */
export const LIVE_TOPICS = ['championship', 'games', 'day', 'checkins'] as const;
export const liveTopicSchema = z.enum(LIVE_TOPICS);
export type LiveTopic = z.infer<typeof liveTopicSchema>;
export const liveEventSchema = z.object({
  championshipId: z.string(),
  version: z.int(),
  topics: z.array(liveTopicSchema),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
