import type { AppDeps } from '../../deps';

/**
 * One kind of background work. The handler decides by the app's clock (`nowOf(deps)`), never by when the queue ran it,
 * and must be safe to run twice: its writes are guarded (`UPDATE … WHERE state = …`), so a retry or a second copy of
 * the job changes nothing.
 */
export type JobDefinition<Data = unknown> = {
  name: string;
  handler: (deps: AppDeps, data: Data) => Promise<void>;
  /** A cron expression in UTC: the queue sends the job itself on that schedule (one instance sends each tick). */
  cron?: string;
};

/** Defines a job with its data's type checked in the handler; the queue holds them all as one type. */
export const defineJob = <Data>(definition: JobDefinition<Data>): JobDefinition => definition as JobDefinition;
