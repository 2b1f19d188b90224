-- The Ranking Geral orders by earned points, then level (users.rating), then the older account, then id. The counts
-- are re-keyed to match: players per points (points_counts), per points and level (rating_counts) and per points,
-- level and signup day (rating_day_counts), all kept by the same statement triggers on users. A position is the
-- points above + the levels above on my points + the days before on my points and level + the older accounts of my
-- own day there (users_ranking_idx): four reads bounded by distinct points, levels, days and one day's signups.
CREATE TABLE "points_counts" (
	"ranking_points" integer PRIMARY KEY NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "rating_counts" ADD COLUMN "ranking_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_counts" DROP CONSTRAINT "rating_counts_pkey";--> statement-breakpoint
ALTER TABLE "rating_counts" ADD CONSTRAINT "rating_counts_points_rating_pk" PRIMARY KEY ("ranking_points", "rating") INCLUDE ("players");--> statement-breakpoint
ALTER TABLE "rating_day_counts" ADD COLUMN "ranking_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_day_counts" DROP CONSTRAINT "rating_day_counts_rating_day_pk";--> statement-breakpoint
ALTER TABLE "rating_day_counts" ADD CONSTRAINT "rating_day_counts_points_rating_day_pk" PRIMARY KEY ("ranking_points", "rating", "day") INCLUDE ("players");--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO points_counts AS pc (ranking_points, players)
      SELECT ranking_points, count(*) FROM new_rows WHERE plays GROUP BY 1
      ON CONFLICT (ranking_points) DO UPDATE SET players = pc.players + excluded.players;
    INSERT INTO rating_counts AS rc (ranking_points, rating, players)
      SELECT ranking_points, rating, count(*) FROM new_rows WHERE plays GROUP BY 1, 2
      ON CONFLICT (ranking_points, rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (ranking_points, rating, day, players)
      SELECT ranking_points, rating, public.areia_signup_day(created_at), count(*) FROM new_rows WHERE plays GROUP BY 1, 2, 3
      ON CONFLICT (ranking_points, rating, day) DO UPDATE SET players = rd.players + excluded.players;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO points_counts AS pc (ranking_points, players)
      SELECT ranking_points, -count(*) FROM old_rows WHERE plays GROUP BY 1
      ON CONFLICT (ranking_points) DO UPDATE SET players = pc.players + excluded.players;
    INSERT INTO rating_counts AS rc (ranking_points, rating, players)
      SELECT ranking_points, rating, -count(*) FROM old_rows WHERE plays GROUP BY 1, 2
      ON CONFLICT (ranking_points, rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (ranking_points, rating, day, players)
      SELECT ranking_points, rating, public.areia_signup_day(created_at), -count(*) FROM old_rows WHERE plays GROUP BY 1, 2, 3
      ON CONFLICT (ranking_points, rating, day) DO UPDATE SET players = rd.players + excluded.players;
  ELSE
    -- Most updates (profile, avatar) change none of the keys: HAVING leaves nothing to write.
    INSERT INTO points_counts AS pc (ranking_points, players)
      SELECT ranking_points, sum(delta) FROM (
        SELECT ranking_points, 1 AS delta FROM new_rows WHERE plays
        UNION ALL SELECT ranking_points, -1 AS delta FROM old_rows WHERE plays
      ) AS changes GROUP BY 1 HAVING sum(delta) <> 0
      ON CONFLICT (ranking_points) DO UPDATE SET players = pc.players + excluded.players;
    INSERT INTO rating_counts AS rc (ranking_points, rating, players)
      SELECT ranking_points, rating, sum(delta) FROM (
        SELECT ranking_points, rating, 1 AS delta FROM new_rows WHERE plays
        UNION ALL SELECT ranking_points, rating, -1 AS delta FROM old_rows WHERE plays
      ) AS changes GROUP BY 1, 2 HAVING sum(delta) <> 0
      ON CONFLICT (ranking_points, rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (ranking_points, rating, day, players)
      SELECT ranking_points, rating, day, sum(delta) FROM (
        SELECT ranking_points, rating, public.areia_signup_day(created_at) AS day, 1 AS delta FROM new_rows WHERE plays
        UNION ALL SELECT ranking_points, rating, public.areia_signup_day(created_at) AS day, -1 AS delta FROM old_rows WHERE plays
      ) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
      ON CONFLICT (ranking_points, rating, day) DO UPDATE SET players = rd.players + excluded.players;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "rating_counts";--> statement-breakpoint
DELETE FROM "rating_day_counts";--> statement-breakpoint
INSERT INTO "points_counts" ("ranking_points", "players") SELECT "ranking_points", count(*) FROM "users" WHERE "plays" GROUP BY 1;--> statement-breakpoint
INSERT INTO "rating_counts" ("ranking_points", "rating", "players") SELECT "ranking_points", "rating", count(*) FROM "users" WHERE "plays" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "rating_day_counts" ("ranking_points", "rating", "day", "players") SELECT "ranking_points", "rating", areia_signup_day("created_at"), count(*) FROM "users" WHERE "plays" GROUP BY 1, 2, 3;--> statement-breakpoint
-- The partner picker keeps level order (its parts follow the category bands): the old search index serves it, renamed;
-- its prefix also serves the old users_ranking_idx's reads.
DROP INDEX IF EXISTS "users_ranking_idx";--> statement-breakpoint
ALTER INDEX "users_ranking_search_idx" RENAME TO "users_level_search_idx";--> statement-breakpoint
CREATE INDEX "users_ranking_idx" ON "users" USING btree ((-"ranking_points"), (-"rating"), "created_at", "id") WHERE "plays";--> statement-breakpoint
CREATE INDEX "users_ranking_search_idx" ON "users" USING btree ((-"ranking_points"), (-"rating"), "created_at", "id", "search_fold", "rating", "ranking_points") WHERE "plays";--> statement-breakpoint
-- The same answer-cache triggers as 0013_answer_version.sql: positions on the profile and the list read the new counts.
CREATE CONSTRAINT TRIGGER "points_counts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "points_counts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (CASE WHEN current_setting('areia.data_written', true) IS DISTINCT FROM 'on' THEN areia_first_write() ELSE false END)
  EXECUTE FUNCTION areia_bump_data_version();--> statement-breakpoint
CREATE TRIGGER "points_counts_data_version_truncate" AFTER TRUNCATE ON "points_counts" FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version();
