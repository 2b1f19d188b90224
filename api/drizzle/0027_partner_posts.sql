-- "Procuro dupla": an athlete without a partner says they are looking for one in a championship (domain/partners).
-- One post per athlete per championship: posting again reopens the same row. A post closes when its athlete's team is
-- confirmed, when they withdraw it, and at the draw or a cancellation (closed_at); while the athlete waits for an
-- invited partner's answer it is only hidden (read-time NOT EXISTS on team_members). `notified_at`: the athlete was
-- already told once that someone who fits posted (the aviso partner_found).
--
-- No data_version trigger (0013_answer_version.sql): no cached answer reads posts.
CREATE TABLE "partner_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"note" text CHECK (char_length("note") <= 140),
	"city" text CHECK (char_length("city") <= 40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_posts_championship_user_key" ON "partner_posts" USING btree ("championship_id", "user_id");--> statement-breakpoint
-- A championship's open posts (the list, its count, the avisos, the close at the draw).
CREATE INDEX "partner_posts_open_idx" ON "partner_posts" USING btree ("championship_id", "created_at", "id") WHERE "closed_at" IS NULL;--> statement-breakpoint
-- Every open post, newest first (the players list's "Procurando jogo").
CREATE INDEX "partner_posts_open_recent_idx" ON "partner_posts" USING btree ("created_at", "id") WHERE "closed_at" IS NULL;--> statement-breakpoint
-- An athlete's open posts (closing them when their team is confirmed).
CREATE INDEX "partner_posts_user_open_idx" ON "partner_posts" USING btree ("user_id") WHERE "closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('invitation_received', 'team_confirmed',
	'payment_due', 'payment_confirmed', 'slot_released', 'waitlist_offered', 'invitation_lapsed', 'games_published', 'score_to_confirm',
	'championship_cancelled', 'partner_found'));
