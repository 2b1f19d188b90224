-- The ranking is earned (shared/src/core/rules/ranking): a championship's finish awards points by final placement and
-- rates each of its games, and only its athletes' rows change (src/lib/ranking-award.ts).
--
-- users.rating is the stored level from now on (the 0–1200 number the API has always called rating), so its counts
-- and indexes keep serving positions. level_mu/level_sigma are null until the athlete's first rated game: they then
-- start from the static rating (ratingFromStaticRating), or as a new account when it is 0. category is null until a
-- finish decides one: until then it is the band of the rating.
ALTER TABLE "users" ADD COLUMN "ranking_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A team's seed at the draw (summed points, then summed level): the pools' last tie-break reads it, not live values.
ALTER TABLE "teams" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_mu" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level_sigma" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_game_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "category_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "category_down_at" timestamp with time zone;--> statement-breakpoint
-- The partner picker (routes/players/player-choices.ts): the players of one decided category in ranking order, and
-- the few moved down within the year, whose floor is a category they held before.
CREATE INDEX "users_category_ranking_idx" ON "users" USING btree ("category", (-"rating"), "created_at", "id") WHERE "plays" AND "category" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_category_down_idx" ON "users" USING btree ("category_down_at") WHERE "category_down_at" IS NOT NULL;--> statement-breakpoint
-- One row per athlete of a finished championship: the points earned, and the athlete's ranking state just before the
-- finish, which a reopen writes back.
CREATE TABLE "ranking_results" (
	"athlete_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"placement" integer NOT NULL CHECK ("placement" >= 1),
	"points" integer NOT NULL CHECK ("points" >= 0),
	"finalized_at" timestamp with time zone NOT NULL,
	"level_before" integer NOT NULL,
	"level_after" integer NOT NULL,
	"before_rating" integer NOT NULL,
	"before_ranking_points" integer NOT NULL,
	"before_level_mu" double precision,
	"before_level_sigma" double precision,
	"before_last_game_at" timestamp with time zone,
	"before_category" text,
	"before_category_up_at" timestamp with time zone,
	"before_category_down_at" timestamp with time zone,
	CONSTRAINT "ranking_results_pk" PRIMARY KEY ("championship_id", "athlete_id")
);--> statement-breakpoint
-- An athlete's history newest first, their results in the 365-day window, and "a later result" for a reopen.
CREATE INDEX "ranking_results_athlete_idx" ON "ranking_results" ("athlete_id", "finalized_at", "championship_id");--> statement-breakpoint
-- The daily job's read: the results whose 365 days end that day are a range of finalized_at (their anniversary − 365 d).
CREATE INDEX "ranking_results_finalized_idx" ON "ranking_results" ("finalized_at");--> statement-breakpoint
-- One row per athlete of a rated game: what the history explains.
CREATE TABLE "ranking_game_changes" (
	"game_id" uuid NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
	"athlete_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"rated_order" integer NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"opponent_ids" uuid[] NOT NULL,
	"sets_won" integer NOT NULL,
	"sets_lost" integer NOT NULL,
	"sets" jsonb,
	"win_chance" double precision NOT NULL CHECK ("win_chance" BETWEEN 0 AND 1),
	"level_before" integer NOT NULL,
	"level_after" integer NOT NULL,
	"level_change" integer NOT NULL,
	CONSTRAINT "ranking_game_changes_pk" PRIMARY KEY ("game_id", "athlete_id")
);--> statement-breakpoint
CREATE INDEX "ranking_game_changes_athlete_idx" ON "ranking_game_changes" ("athlete_id", "championship_id", "rated_order");--> statement-breakpoint
CREATE INDEX "ranking_game_changes_championship_idx" ON "ranking_game_changes" ("championship_id");--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  -- The same answer-cache triggers as 0013_answer_version.sql: the profile and the player page read these tables.
  FOREACH name IN ARRAY ARRAY['ranking_results', 'ranking_game_changes'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
