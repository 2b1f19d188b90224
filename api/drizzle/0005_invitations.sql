-- Partner consent: a team is pending until every invited member accepts; existing teams are confirmed.
ALTER TABLE "teams" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_status_check" CHECK ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
-- One row per invited member. team_id is set null when the team is withdrawn or freed, so the answer stays on record.
-- expires_at = least(created_at + 48 h, the championship's start): expiry is read in SQL, no timer needed.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"championship_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"invited_by_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_status_check" CHECK ("status" IN ('pending', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invitations_player_pending_idx" ON "invitations" USING btree ("player_id", "expires_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "invitations_team_pending_idx" ON "invitations" USING btree ("team_id", "expires_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "invitations_championship_pending_idx" ON "invitations" USING btree ("championship_id", "expires_at") WHERE "status" = 'pending';
