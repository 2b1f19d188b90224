-- Text search walks the list's own order without touching the table: each index carries the list's sort key, the
-- folded text the search compares (so the filter is read from the index, never recomputed per row) and the plain
-- columns PostgreSQL needs to treat the scan as index-only. The search query asks it for ids only, then joins the page.
-- Arenas by name, id (replaces arenas_name_idx, which is this index's prefix).
CREATE INDEX "arenas_name_search_idx" ON "arenas" USING btree ("name", "id", areia_fold("name"), areia_fold("address"), "address");--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_name_idx";--> statement-breakpoint
-- Players by rating desc, created_at, id (users_ranking_idx stays: ranks count on it and it is small).
CREATE INDEX "users_ranking_search_idx" ON "users" USING btree ((-"rating"), "created_at", "id", areia_fold("nickname"), areia_fold("full_name"), "rating", "nickname", "full_name");
--> statement-breakpoint
-- The same bigrams (as a set: GIN and @> ignore order), built in a PL/pgSQL loop: ~6× cheaper per call than the SQL
-- aggregate, which matters where a 2-character search checks them on the rows an ordered walk has already matched.
CREATE OR REPLACE FUNCTION areia_bigrams(value text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 500 AS $$
DECLARE
  folded text := public.areia_fold(value);
  pieces text[] := '{}';
  piece text;
BEGIN
  FOR i IN 1 .. length(folded) - 1 LOOP
    piece := substr(folded, i, 2);
    IF NOT (piece = ANY (pieces)) THEN
      pieces := pieces || piece;
    END IF;
  END LOOP;
  RETURN pieces;
END $$;
