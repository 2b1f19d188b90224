-- Organizers own championships; pools, set scores and athletes' score reports.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "is_organizer" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "organizer_id" uuid REFERENCES "public"."users"("id");
--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "signups_closed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The schedule chosen at the pool draw, reused for the knockout rounds.
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "courts" integer;
--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "minutes_per_game" integer;
--> statement-breakpoint
-- The knockout's first round in bracket order (team ids, null = bye); later rounds follow from the results.
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "knockout_bracket" jsonb;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "championships_organizer_idx" ON "championships" USING btree ("organizer_id", "occurs", "id");
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS court text;
--> statement-breakpoint
-- Rally points per set, [{"a":21,"b":18},…] (a = team A); null until the game is played.
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "sets" jsonb;
--> statement-breakpoint
-- Optimistic concurrency: a score is saved only against the version the organizer saw.
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Position of a knockout game in its round (1-based), so the next round pairs winners in bracket order.
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "bracket_slot" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "score_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL REFERENCES "public"."games"("id") ON DELETE cascade,
	"team_id" uuid NOT NULL REFERENCES "public"."teams"("id") ON DELETE cascade,
	"reported_by" uuid NOT NULL REFERENCES "public"."users"("id"),
	"sets" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid REFERENCES "public"."users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "score_reports_status_check" CHECK ("status" IN ('pending', 'confirmed', 'disputed', 'superseded'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "score_reports_game_idx" ON "score_reports" USING btree ("game_id");
--> statement-breakpoint
-- One open report per game: two players reporting at once, one wins and the other gets a 409.
CREATE UNIQUE INDEX IF NOT EXISTS "score_reports_open_key" ON "score_reports" USING btree ("game_id") WHERE "status" IN ('pending', 'disputed');
--> statement-breakpoint
-- Existing finished games held rally points of one set in score_a/score_b: they become a 2-0 in sets, that score twice.
UPDATE "games"
SET "sets" = jsonb_build_array(jsonb_build_object('a', "score_a", 'b', "score_b"), jsonb_build_object('a', "score_a", 'b', "score_b")),
    "score_a" = CASE WHEN "score_a" > "score_b" THEN 2 ELSE 0 END,
    "score_b" = CASE WHEN "score_b" > "score_a" THEN 2 ELSE 0 END
WHERE "status" = 'finalizado' AND "sets" IS NULL AND "score_a" IS NOT NULL AND "score_b" IS NOT NULL AND greatest("score_a", "score_b") > 3;
