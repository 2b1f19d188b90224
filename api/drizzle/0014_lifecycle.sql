-- A championship's lifecycle (shared/src/core/rules/lifecycle.ts) is computed from these facts: the organizer's finish
-- (and when, for the reopen window) and cancellation with its reason. Each drawn team keeps its final place once
-- the championship is finished; reopening clears them.
ALTER TABLE "championships" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "placement" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_placement_positive" CHECK ("placement" IS NULL OR "placement" >= 1);
