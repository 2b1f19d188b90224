-- The partner picker's search walks each decided category at or below the championship's in level order
-- (domain/players/choices.ts): the category index holds what the search and the may-join test read, so those walks
-- never visit the table, as users_level_search_idx does for the players without one.
DROP INDEX IF EXISTS "users_category_ranking_idx";--> statement-breakpoint
CREATE INDEX "users_category_ranking_idx" ON "users" USING btree ("category", (-"rating"), "created_at", "id", "search_fold", "rating", "category_down_at") WHERE "plays" AND "category" IS NOT NULL;
