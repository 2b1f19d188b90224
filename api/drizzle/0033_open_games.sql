-- Open games ("Jogo aberto", domain/open-games): an athlete opens a game at an arena, day and time for 4 athletes
-- within a level range; others join until it is full (player_count, kept under the game's row lock, is what a join
-- checks, and its CHECK is the last guard against a fifth). After the game a player reports the score with their
-- partner (side_a); a player of the other side confirms it, or it stands 24 h after the report (the job
-- open-game-score). A competitive game's confirmation moves the four levels, recorded per player in open_game_players
-- (rated_at and the game's figures) for the history, like ranking_game_changes for a championship's games.
CREATE TABLE "open_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arena_id" uuid NOT NULL REFERENCES "arenas"("id") ON DELETE cascade,
	"modality_id" uuid NOT NULL REFERENCES "modalities"("id"),
	"creator_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"level_min" integer NOT NULL,
	"level_max" integer NOT NULL,
	"competitive" boolean NOT NULL,
	"player_count" smallint DEFAULT 1 NOT NULL CHECK ("player_count" BETWEEN 0 AND 4),
	"reported_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"reported_at" timestamp with time zone,
	"side_a" uuid[],
	"sets" jsonb,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_games_level_range" CHECK (0 <= "level_min" AND "level_min" <= "level_max" AND "level_max" <= 1200)
);--> statement-breakpoint
-- Games with a free place at an arena, soonest first, with their band to filter on the index alone.
CREATE INDEX "open_games_open_arena_idx" ON "open_games" USING btree ("arena_id", "starts_at", "id") INCLUDE ("level_min", "level_max") WHERE "player_count" < 4;--> statement-breakpoint
-- Games with a free place anywhere (near me: the arenas within the radius are joined to it), soonest first.
CREATE INDEX "open_games_open_time_idx" ON "open_games" USING btree ("starts_at", "id") INCLUDE ("arena_id", "level_min", "level_max") WHERE "player_count" < 4;--> statement-breakpoint
CREATE TABLE "open_game_players" (
	"game_id" uuid NOT NULL REFERENCES "open_games"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"joined_at" timestamp with time zone NOT NULL,
	-- The order places were taken (the creator first): exact even when two joins share a clock reading.
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"rated_at" timestamp with time zone,
	"partner_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"opponent_ids" uuid[],
	"sets_won" integer,
	"sets_lost" integer,
	"sets" jsonb,
	"win_chance" double precision,
	"level_before" integer,
	"level_after" integer,
	"level_change" integer,
	CONSTRAINT "open_game_players_pk" PRIMARY KEY ("game_id", "user_id")
);--> statement-breakpoint
-- An athlete's games, newest place first ("Meus jogos").
CREATE INDEX "open_game_players_user_idx" ON "open_game_players" USING btree ("user_id", "joined_at", "game_id");--> statement-breakpoint
-- An athlete's rated open games, newest first: the history reads them beside ranking_results.
CREATE INDEX "open_game_players_rated_idx" ON "open_game_players" USING btree ("user_id", "rated_at", "game_id") WHERE "rated_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('invitation_received', 'team_confirmed',
	'payment_due', 'payment_confirmed', 'slot_released', 'waitlist_offered', 'invitation_lapsed', 'games_published', 'score_to_confirm',
	'championship_cancelled', 'partner_found', 'game_next', 'game_called', 'category_changed', 'open_game_full', 'open_game_score'));--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  -- The player page and the history read these (and a rating writes users, which has its own), so a write outdates
  -- kept answers (areia_bump_data_version, 0013_answer_version.sql).
  FOREACH name IN ARRAY ARRAY['open_games', 'open_game_players'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
