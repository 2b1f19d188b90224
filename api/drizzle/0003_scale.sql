-- National scale: every list is a keyset page searched and sorted on indexes; a rank is a count, not a sort.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary by name); naming the dictionary makes this wrapper safe to index.
-- Names inside are schema-qualified: PostgreSQL 17+ builds indexes with search_path = pg_catalog.
CREATE OR REPLACE FUNCTION areia_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- Trigrams cannot serve a 2-character search (the spec's arena minimum): every 2-character piece of the folded text
-- goes in a GIN array index instead. COST tells the planner a per-row call is dear, so it prefers the index.
CREATE OR REPLACE FUNCTION areia_bigrams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 500 AS $$ SELECT coalesce(array_agg(DISTINCT substr(folded, i, 2)), '{}') FROM (SELECT public.areia_fold(value) AS folded) AS f, generate_series(1, length(folded) - 1) AS i $$;--> statement-breakpoint
-- Players by ranking: rating desc, created_at, id. On -rating so a keyset row comparison is one index range.
CREATE INDEX "users_ranking_idx" ON "users" USING btree ((-"rating"), "created_at", "id");--> statement-breakpoint
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin (areia_fold("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (areia_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_bigram_idx" ON "users" USING gin (areia_bigrams("nickname"));--> statement-breakpoint
CREATE INDEX "users_full_name_bigram_idx" ON "users" USING gin (areia_bigrams("full_name"));--> statement-breakpoint
-- How many players hold each rating, kept by statement triggers: a position is the sum of the bands above plus the
-- older accounts on the same rating, so no request counts or sorts the whole table.
CREATE TABLE "rating_counts" (
	"rating" integer PRIMARY KEY NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "rating_counts" ("rating", "players") SELECT "rating", count(*) FROM "users" GROUP BY "rating";--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, count(*) FROM new_rows GROUP BY rating
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, -count(*) FROM old_rows GROUP BY rating
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
  ELSE
    INSERT INTO rating_counts AS rc (rating, players)
      SELECT rating, sum(delta) FROM (
        SELECT rating, 1 AS delta FROM new_rows UNION ALL SELECT rating, -1 AS delta FROM old_rows
      ) AS changes GROUP BY rating HAVING sum(delta) <> 0
      ON CONFLICT (rating) DO UPDATE SET players = rc.players + excluded.players;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_rating_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_rating_counts();--> statement-breakpoint
CREATE TRIGGER "users_rating_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_rating_counts();--> statement-breakpoint
CREATE TRIGGER "users_rating_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_rating_counts();--> statement-breakpoint
-- Arenas by name, id; searched by name or address; nearby through a latitude/longitude box before the exact distance.
CREATE INDEX "arenas_name_idx" ON "arenas" USING btree ("name", "id");--> statement-breakpoint
CREATE INDEX "arenas_name_trgm_idx" ON "arenas" USING gin (areia_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arenas_address_trgm_idx" ON "arenas" USING gin (areia_fold("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arenas_name_bigram_idx" ON "arenas" USING gin (areia_bigrams("name"));--> statement-breakpoint
CREATE INDEX "arenas_address_bigram_idx" ON "arenas" USING gin (areia_bigrams("address"));--> statement-breakpoint
CREATE INDEX "arenas_location_idx" ON "arenas" USING btree ("latitude", "longitude");--> statement-breakpoint
-- Championships by occurs, id within a modality; searched by title.
DROP INDEX IF EXISTS "championships_modality_idx";--> statement-breakpoint
CREATE INDEX "championships_modality_idx" ON "championships" USING btree ("modality_id", "occurs", "id");--> statement-breakpoint
CREATE INDEX "championships_title_trgm_idx" ON "championships" USING gin (areia_fold("title") gin_trgm_ops);
