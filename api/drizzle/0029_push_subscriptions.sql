-- Web Push (domain/push): one subscription per device (its push service endpoint), kept per user with the session that
-- registered it, so signing out on that device deletes it. `groups` are the aviso groups the device wants
-- (shared/src/core/rules/push.ts); `vapid_kid` names the server key the device subscribed with.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"session_id" uuid REFERENCES "sessions"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"groups" text[] NOT NULL,
	"vapid_kid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" ("session_id");--> statement-breakpoint
-- The VAPID key pair every instance signs pushes with, like jwt_keys: 'current' signs new subscriptions' pushes,
-- 'previous' still signs for devices that subscribed before a rotation until they subscribe again.
CREATE TABLE "vapid_keys" (
	"slot" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL UNIQUE,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- An aviso whose recipient has a device that wants its kind is pushed there and not e-mailed.
ALTER TABLE "notifications" ADD COLUMN "email_wanted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
DROP INDEX "notifications_email_pending_idx";--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" ("created_at") WHERE "email_sent_at" IS NULL AND "email_attempts" < 5 AND "email_wanted";--> statement-breakpoint
-- The game-day avisos: the next game on a court, and the organizer's call (domain/gameday).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('invitation_received', 'team_confirmed',
	'payment_due', 'payment_confirmed', 'slot_released', 'waitlist_offered', 'invitation_lapsed', 'games_published', 'score_to_confirm',
	'championship_cancelled', 'partner_found', 'game_next', 'game_called'));--> statement-breakpoint
-- A game-day push sent once per game, player and kind, however often the queue's predictions move.
CREATE TABLE "game_day_pushes" (
	"game_id" uuid NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("game_id", "user_id", "kind")
);
