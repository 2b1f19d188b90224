-- Live at the court, "Seu próximo jogo" and calendar subscriptions.
-- The court of a game; the organizer branch adds the identical line, so both orders of merge apply cleanly.
ALTER TABLE games ADD COLUMN IF NOT EXISTS court text;
--> statement-breakpoint
-- A player's next game: per team of theirs, the earliest game not yet final, from two small index ranges (one per side).
CREATE INDEX IF NOT EXISTS "games_team_a_upcoming_idx" ON "games" USING btree ("team_a_id", "scheduled_at") WHERE "status" <> 'finalizado';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_team_b_upcoming_idx" ON "games" USING btree ("team_b_id", "scheduled_at") WHERE "status" <> 'finalizado';
--> statement-breakpoint
-- One private calendar subscription per athlete: a random token in the URL, replaced on rotation, deleted on revocation.
CREATE TABLE IF NOT EXISTS "calendar_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calendar_tokens_token_key" ON "calendar_tokens" USING btree ("token");
