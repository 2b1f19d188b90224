-- Devices that signed in to an account, each known by a random token the device keeps and sends back with its next
-- logins; only the token's SHA-256 is stored. A known device keeps its own failed-login budget, so guesses from
-- elsewhere (even from the same address) never lock its owner out. Known networks (login_known_ips) gave that budget
-- to everyone behind the owner's address, an attacker on the same Wi-Fi or carrier NAT included.
CREATE TABLE "device_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "device_tokens_user_idx" ON "device_tokens" USING btree ("user_id");
--> statement-breakpoint
DROP TABLE "login_known_ips";
