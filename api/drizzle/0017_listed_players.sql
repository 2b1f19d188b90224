-- An account is a player — listed in the ranking, its searches and the partner picker, and counted in "N atletas" —
-- only while its Vôlei modality is active (user_modalities). The flag lives on users, kept by a trigger on
-- user_modalities, so the ranking's partial indexes and the per-rating counts hold players only: a position stays a
-- sum of counts and one index range, never a join with user_modalities per row.
ALTER TABLE "users" ADD COLUMN "plays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_refresh_plays(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE public.users u SET plays = s.plays
  FROM (
    SELECT x.id, EXISTS (SELECT 1 FROM public.user_modalities um
      WHERE um.user_id = x.id AND um.modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b' AND um.status = 'active') AS plays
    FROM (SELECT DISTINCT unnest(ids) AS id) x
  ) s
  WHERE u.id = s.id AND u.plays IS DISTINCT FROM s.plays
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_user_modalities_plays() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the Vôlei rows move the flag; the others leave it as it is.
  IF TG_OP = 'INSERT' THEN
    PERFORM public.areia_refresh_plays(ARRAY(SELECT user_id FROM new_rows WHERE modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.areia_refresh_plays(ARRAY(SELECT user_id FROM old_rows WHERE modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b'));
  ELSE
    PERFORM public.areia_refresh_plays(ARRAY(
      SELECT user_id FROM new_rows WHERE modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b'
      UNION SELECT user_id FROM old_rows WHERE modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_modalities_plays_insert" AFTER INSERT ON "user_modalities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_user_modalities_plays();--> statement-breakpoint
CREATE TRIGGER "user_modalities_plays_update" AFTER UPDATE ON "user_modalities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_user_modalities_plays();--> statement-breakpoint
CREATE TRIGGER "user_modalities_plays_delete" AFTER DELETE ON "user_modalities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_user_modalities_plays();--> statement-breakpoint
-- The counts hold players only: a row counts while it plays, so turning Vôlei on or off moves one count like a signup.
CREATE OR REPLACE FUNCTION areia_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, count(*) FROM new_rows WHERE plays GROUP BY rating
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (rating, day, players)
      SELECT rating, public.areia_signup_day(created_at), count(*) FROM new_rows WHERE plays GROUP BY 1, 2
      ON CONFLICT (rating, day) DO UPDATE SET players = rd.players + excluded.players;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, -count(*) FROM old_rows WHERE plays GROUP BY rating
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (rating, day, players)
      SELECT rating, public.areia_signup_day(created_at), -count(*) FROM old_rows WHERE plays GROUP BY 1, 2
      ON CONFLICT (rating, day) DO UPDATE SET players = rd.players + excluded.players;
  ELSE
    -- Most updates (profile, avatar) change neither: HAVING leaves nothing to write.
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, sum(delta) FROM (
        SELECT rating, 1 AS delta FROM new_rows WHERE plays UNION ALL SELECT rating, -1 AS delta FROM old_rows WHERE plays
      ) AS changes GROUP BY rating HAVING sum(delta) <> 0
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
    INSERT INTO rating_day_counts AS rd (rating, day, players)
      SELECT rating, day, sum(delta) FROM (
        SELECT rating, public.areia_signup_day(created_at) AS day, 1 AS delta FROM new_rows WHERE plays
        UNION ALL SELECT rating, public.areia_signup_day(created_at) AS day, -1 AS delta FROM old_rows WHERE plays
      ) AS changes GROUP BY rating, day HAVING sum(delta) <> 0
      ON CONFLICT (rating, day) DO UPDATE SET players = rd.players + excluded.players;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "users" u SET "plays" = true
  WHERE EXISTS (SELECT 1 FROM "user_modalities" um
    WHERE um.user_id = u.id AND um.modality = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b' AND um.status = 'active');--> statement-breakpoint
-- The update above already moved the counts by the new rule; recounting from the table states them exactly once.
DELETE FROM "rating_counts";--> statement-breakpoint
DELETE FROM "rating_day_counts";--> statement-breakpoint
INSERT INTO "rating_counts" ("rating", "players") SELECT "rating", count(*) FROM "users" WHERE "plays" GROUP BY "rating";--> statement-breakpoint
INSERT INTO "rating_day_counts" ("rating", "day", "players") SELECT "rating", areia_signup_day("created_at"), count(*) FROM "users" WHERE "plays" GROUP BY 1, 2;--> statement-breakpoint
DROP INDEX IF EXISTS "users_ranking_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_ranking_search_idx";--> statement-breakpoint
CREATE INDEX "users_ranking_idx" ON "users" USING btree ((-"rating"), "created_at", "id") WHERE "plays";--> statement-breakpoint
CREATE INDEX "users_ranking_search_idx" ON "users" USING btree ((-"rating"), "created_at", "id", "search_fold", "rating") WHERE "plays";
