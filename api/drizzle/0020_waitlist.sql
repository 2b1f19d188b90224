-- Deadlines and the waitlist. A team holds a slot while `slot` is set. A team waiting for one has no slot and
-- `waitlisted_at` (its place: the earliest first); one released at its payment deadline keeps its row, with no slot
-- and `released_at`. The job queue's own tables are pg-boss's (schema pgboss), created by the API at start.
ALTER TABLE "teams" ALTER COLUMN "slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Exactly one of: a slot, a place on the list, released.
ALTER TABLE "teams" ADD CONSTRAINT "teams_slot_or_list" CHECK (
	("slot" IS NOT NULL)::int + ("waitlisted_at" IS NOT NULL)::int + ("released_at" IS NOT NULL)::int = 1);--> statement-breakpoint
CREATE INDEX "teams_waitlist_idx" ON "teams" USING btree ("championship_id", "waitlisted_at", "id") WHERE "waitlisted_at" IS NOT NULL;--> statement-breakpoint
-- The 12-hour reminder is sent once per share (a guarded UPDATE sets it).
ALTER TABLE "payments" ADD COLUMN "reminded_at" timestamp with time zone;
