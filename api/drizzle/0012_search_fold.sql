-- Text search on one stored folded column per table instead of areia_fold() per column per row. A players search at
-- 100k rechecked ~480 trigram candidates on the heap, calling unaccent twice for each, and OR'd two GIN indexes; the
-- arenas search walked its name index testing two folded columns. Now each table keeps `search_fold`: the folded
-- columns joined by a line feed, which a search term cannot hold (control characters are refused), so "contains the
-- term" on it is exactly "either column contains it". One trigram and one bigram index answer; the ordered indexes
-- carry only the sort key, the id and search_fold (narrower tuples: a longer walk costs less).
ALTER TABLE "users" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (areia_fold("nickname") || E'\n' || coalesce(areia_fold("full_name"), '')) STORED;--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (areia_fold("name") || E'\n' || areia_fold("address")) STORED;--> statement-breakpoint
-- The 2-character pieces of text already folded (areia_bigrams folds first), repeats kept: GIN stores each key once
-- and @> ignores repeats, and skipping the search for them makes it ~3x cheaper on a ~50-character search_fold (it
-- runs per match where a 2-character search walks an ordered index). PARALLEL UNSAFE as areia_bigrams
-- (0010_ranking.sql): a page's walk stays in one process.
CREATE OR REPLACE FUNCTION areia_folded_bigrams(folded text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE STRICT COST 500 AS $$
DECLARE
  pieces text[] := '{}';
BEGIN
  FOR i IN 1 .. length(folded) - 1 LOOP
    pieces := pieces || substr(folded, i, 2);
  END LOOP;
  RETURN pieces;
END $$;--> statement-breakpoint
-- A "contains" pattern is estimated from the column's histogram: with the default 100 entries a term found in ~0.2% of
-- the rows was estimated at 10 or 1 000 rows depending on the sample, and at 1 000 the planner walked the ordered
-- index (15–30 ms) instead of the trigram bitmap (4 ms). 1 000 entries keep the estimate near the truth. The next (auto)analyze
-- builds it. No ANALYZE here: on a new, empty database it would record "0 rows", and a bulk load right after then
-- checked each foreign key against users by a sequential scan (scale generation: 45 s became 10 min).
ALTER TABLE "users" ALTER COLUMN "search_fold" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "arenas" ALTER COLUMN "search_fold" SET STATISTICS 1000;--> statement-breakpoint
DROP INDEX IF EXISTS "users_nickname_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_nickname_bigram_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_full_name_bigram_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_ranking_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_address_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_name_bigram_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_address_bigram_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_name_search_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_bigram_idx" ON "users" USING gin (areia_folded_bigrams("search_fold"));--> statement-breakpoint
-- Players by rating desc, created_at, id, then what a search tests (0009_search.sql's, narrower). The plain rating
-- too: PostgreSQL reads a column from an index only when it is there as itself (-rating does not give rating).
CREATE INDEX "users_ranking_search_idx" ON "users" USING btree ((-"rating"), "created_at", "id", "search_fold", "rating");--> statement-breakpoint
CREATE INDEX "arenas_search_trgm_idx" ON "arenas" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arenas_search_bigram_idx" ON "arenas" USING gin (areia_folded_bigrams("search_fold"));--> statement-breakpoint
-- Arenas by name, id, then what a search tests.
CREATE INDEX "arenas_name_search_idx" ON "arenas" USING btree ("name", "id", "search_fold");
