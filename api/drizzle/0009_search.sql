-- Text search walks the list's own order without touching the table: each index carries the list's sort key, the
-- folded text the search compares (so the filter is read from the index, never recomputed per row) and the plain
-- columns PostgreSQL needs to treat the scan as index-only. The search query asks it for ids only, then joins the page.
-- Arenas by name, id (replaces arenas_name_idx, which is this index's prefix).
CREATE INDEX "arenas_name_search_idx" ON "arenas" USING btree ("name", "id", areia_fold("name"), areia_fold("address"), "address");--> statement-breakpoint
DROP INDEX IF EXISTS "arenas_name_idx";--> statement-breakpoint
-- Players by rating desc, created_at, id (users_ranking_idx stays: ranks count on it and it is small).
CREATE INDEX "users_ranking_search_idx" ON "users" USING btree ((-"rating"), "created_at", "id", areia_fold("nickname"), areia_fold("full_name"), "rating", "nickname", "full_name");
