-- The championship's game day (domain/gameday, domain/live, domain/scorekeeper): court queues whose predicted times
-- follow what really happened, check-in, W.O., scorekeeper links, and the version the live stream announces.
--
-- live_version: bumped, with a NOTIFY on the channel areia_live, by every change a live screen shows (a score, a call,
-- a move, a check-in), in the transaction that makes it and under the championship's row lock, so versions are
-- ordered as the changes are.
ALTER TABLE "championships" ADD COLUMN "live_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "rest_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "checkin_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_rest_minutes_check" CHECK ("rest_minutes" BETWEEN 0 AND 240);--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_checkin_minutes_check" CHECK ("checkin_minutes" BETWEEN 0 AND 720);--> statement-breakpoint
-- A court's queue: its games in queue_position order. called_at is "Chamar para a quadra" (the game starts),
-- ended_at the instant its score became final (or its W.O.), not_before the organizer's "later".
ALTER TABLE "games" ADD COLUMN "queue_position" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
-- The set score while the game is played (the scorekeeper's), [{a, b}, …]; the final score stays in sets.
ALTER TABLE "games" ADD COLUMN "live_sets" jsonb;--> statement-breakpoint
-- The team given W.O. (absent when called): the other wins 2–0, 21–0 each, and the absent team scores no match point.
ALTER TABLE "games" ADD COLUMN "forfeit_team_id" uuid REFERENCES "teams"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_forfeit_team_idx" ON "games" USING btree ("forfeit_team_id") WHERE "forfeit_team_id" IS NOT NULL;--> statement-breakpoint
UPDATE "games" g SET "queue_position" = q.position
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "championship_id", "court" ORDER BY "scheduled_at", "phase", "bracket_slot", "id") AS position
	FROM "games"
) q
WHERE g."id" = q."id";--> statement-breakpoint
UPDATE "games" SET "ended_at" = "scheduled_at" WHERE "status" = 'finalizado' AND "ended_at" IS NULL;--> statement-breakpoint
-- "Quadra indisponível": the court takes no game until until_at.
CREATE TABLE IF NOT EXISTS "court_pauses" (
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"court" text NOT NULL,
	"until_at" timestamp with time zone NOT NULL,
	CONSTRAINT "court_pauses_pkey" PRIMARY KEY ("championship_id", "court")
);--> statement-breakpoint
-- An athlete at the arena (by their phone, near it, or by the organizer).
CREATE TABLE IF NOT EXISTS "check_ins" (
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"player_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "check_ins_pkey" PRIMARY KEY ("championship_id", "player_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "check_ins_player_idx" ON "check_ins" USING btree ("player_id");--> statement-breakpoint
-- A scorekeeper's link: bound to one game or to one court for the day; only the token's hash is kept.
CREATE TABLE IF NOT EXISTS "scorekeeper_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"game_id" uuid REFERENCES "games"("id") ON DELETE CASCADE,
	"court" text,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "scorekeeper_links_target_check" CHECK (("game_id" IS NULL) <> ("court" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scorekeeper_links_token_key" ON "scorekeeper_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scorekeeper_links_championship_idx" ON "scorekeeper_links" USING btree ("championship_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scorekeeper_links_game_idx" ON "scorekeeper_links" USING btree ("game_id") WHERE "game_id" IS NOT NULL;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  -- Kept answers read these too (areia_bump_data_version, 0013_answer_version.sql).
  FOREACH name IN ARRAY ARRAY['court_pauses', 'check_ins', 'scorekeeper_links'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
