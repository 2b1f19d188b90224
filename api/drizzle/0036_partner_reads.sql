-- The championships still to be played or being played at an arena: the "procuro dupla" reads near a place start from
-- the arenas around it (domain/partners/open-posts.ts) and need their championships without walking all of them.
CREATE INDEX "championships_arena_current_idx" ON "championships" USING btree ("arena_id") WHERE "finished_at" IS NULL AND "cancelled_at" IS NULL;--> statement-breakpoint
-- An athlete's posts, newest first, closed ones too: the city they last gave (domain/partners/reads.ts viewerCity).
CREATE INDEX "partner_posts_user_recent_idx" ON "partner_posts" USING btree ("user_id", "created_at");
