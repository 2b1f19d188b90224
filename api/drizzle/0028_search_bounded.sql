-- The partner picker's search asks whether a player may join only of the rows that match the term, on the rows of its
-- level-order walks (domain/players/choices.ts, platform/db/search.ts): the index holds what that test reads besides
-- team_members and ranking_results (level, category, category_down_at), so the walks stay index-only.
DROP INDEX IF EXISTS "users_level_search_idx";--> statement-breakpoint
CREATE INDEX "users_level_search_idx" ON "users" USING btree ((-"rating"), "created_at", "id", "search_fold", "rating", "category", "category_down_at") WHERE "plays";
