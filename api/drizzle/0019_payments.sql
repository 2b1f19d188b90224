-- Paid sign-ups. Each athlete of a team confirmed in a championship with a price owes a share, paid by a static PIX
-- code (BR Code) to the organizer's key and confirmed by the organizer. Money is integer centavos. Existing teams get
-- no share: a championship's price applies to the teams confirmed from now on, so the demo's teams keep their slots.
CREATE TABLE "organizer_pix" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"key_type" text NOT NULL CHECK ("key_type" IN ('cpf', 'cnpj', 'email', 'telefone', 'aleatoria')),
	-- The BR Code carries them unaccented and upper case; the limits are the manual's (25 and 15 bytes).
	"name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 25),
	"city" text NOT NULL CHECK (char_length("city") BETWEEN 1 AND 15),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Hours an athlete has to pay after the team is confirmed; the deadline never passes the championship's start.
ALTER TABLE "championships" ADD COLUMN "payment_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_payment_hours_range" CHECK ("payment_hours" BETWEEN 1 AND 720);--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"championship_id" uuid NOT NULL REFERENCES "championships"("id") ON DELETE cascade,
	-- Kept when the team is withdrawn (set null): a paid share still has to be refunded.
	"team_id" uuid REFERENCES "teams"("id") ON DELETE set null,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"status" text DEFAULT 'pendente' NOT NULL
		CHECK ("status" IN ('pendente', 'informado', 'pago', 'expirado', 'reembolso_pendente', 'reembolsado')),
	-- The BR Code's reference label (field 62-05): what the organizer's bank statement shows for this share.
	"txid" text NOT NULL CHECK ("txid" ~ '^[A-Za-z0-9]{1,25}$'),
	"deadline" timestamp with time zone NOT NULL,
	-- The athlete's receipt in the media store; served only to the athlete and the organizer.
	"receipt_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"informed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_txid_key" ON "payments" USING btree ("txid");--> statement-breakpoint
-- One live share per athlete and championship; a withdrawn sign-up's share stays beside a new one.
CREATE UNIQUE INDEX "payments_live_key" ON "payments" USING btree ("championship_id", "user_id")
	WHERE "status" IN ('pendente', 'informado', 'pago');--> statement-breakpoint
CREATE INDEX "payments_championship_idx" ON "payments" USING btree ("championship_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "payments_team_idx" ON "payments" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
-- A pending share's deadline, for the release at the deadline.
CREATE INDEX "payments_open_deadline_idx" ON "payments" USING btree ("deadline") WHERE "status" IN ('pendente', 'informado');--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['organizer_pix', 'payments'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
