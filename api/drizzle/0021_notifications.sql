-- Avisos: what happened that an athlete should know (an invitation, a confirmed team, a payment due or confirmed, a
-- released or offered slot, games published, a score to confirm, a cancelled championship), shown in the app and sent by e-mail. The text is
-- not stored: `kind` and `params` are, and the shared core words them (shared/src/core/rules/notices.ts), so the
-- screen and the e-mail say the same. `link` is the app path the aviso opens.
--
-- No data_version trigger (0013_answer_version.sql): no cached answer reads avisos, and a new aviso must not outdate
-- every instance's answers.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('invitation_received', 'team_confirmed', 'payment_due', 'payment_confirmed',
		'slot_released', 'waitlist_offered', 'games_published', 'score_to_confirm', 'championship_cancelled')),
	"params" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"link" text NOT NULL CHECK ("link" LIKE '/%'),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	-- The e-mail of the aviso: sent once after the transaction that created it commits (src/lib/notifications/email.ts).
	-- A sender claims a row until `email_claimed_until`, so two instances never send it twice; a failure is tried again
	-- later, at most 5 times.
	"email_sent_at" timestamp with time zone,
	"email_attempts" smallint DEFAULT 0 NOT NULL,
	"email_claimed_until" timestamp with time zone
);--> statement-breakpoint
-- A user's page, newest first: (created_at, id) descending is one backward range.
CREATE INDEX "notifications_user_page_idx" ON "notifications" USING btree ("user_id", "created_at", "id");--> statement-breakpoint
-- The bell's count and "mark all read" touch only unread rows.
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
-- E-mails still to send, oldest first.
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("created_at") WHERE "email_sent_at" IS NULL AND "email_attempts" < 5;
