-- Write routes at national scale: deleting a team (withdrawal, a declined invitation, the
-- sweep of expired ones) makes PostgreSQL run each foreign key's action on the referencing tables. Without an index
-- leading with the key, every one of those is a sequential scan of the whole table, under the championship's row lock
-- (126 ms at 488k games, 389k invitations and 300k score reports, growing with every championship ever played).
-- The partial games_team_{a,b}_upcoming_idx cannot serve them: the action's query has no status predicate.
CREATE INDEX IF NOT EXISTS "games_team_a_idx" ON "games" USING btree ("team_a_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_team_b_idx" ON "games" USING btree ("team_b_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invitations_team_idx" ON "invitations" USING btree ("team_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "score_reports_team_idx" ON "score_reports" USING btree ("team_id");
--> statement-breakpoint
-- GET /api/invitations is a page in (created_at, id) order: one index range per player, no sort of their invitations.
CREATE INDEX IF NOT EXISTS "invitations_player_pending_order_idx" ON "invitations" USING btree ("player_id", "created_at", "id") WHERE "status" = 'pending';
