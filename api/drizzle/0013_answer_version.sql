-- The version of everything a read answers with, for the API's answer cache (src/lib/answer-cache.ts). A cached answer
-- is served only while this number is the one read before it was built, so no instance serves an answer older than
-- the last committed write to these tables. Bumped once per writing transaction, at its commit: the row-level trigger
-- is a deferred constraint trigger, and its WHEN queues it for the transaction's first written row only (the flag
-- areia.data_written is transaction-local, and reverts with a rolled-back savepoint). The row's lock is therefore taken
-- last, just before the commit: two writers never wait for each other here while holding other rows, and a bulk
-- statement pays one setting check per row (a million rows: ~0.2 s more). Auth bookkeeping (sessions, rate-limit
-- counters, known networks, reset tokens, signing keys, calendar tokens, media) is left out: no cached answer reads it,
-- and a login must not empty every cache.
CREATE TABLE "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_first_write() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('areia.data_written', 'on', true);
  RETURN true;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['modalities', 'users', 'rating_counts', 'rating_day_counts', 'user_modalities', 'arenas',
    'championships', 'teams', 'invitations', 'team_members', 'games', 'score_reports', 'complaints', 'ranking_snapshots'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' AND areia_first_write()) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    -- TRUNCATE has no row events: its statement trigger bumps at once (it holds the table's exclusive lock anyway).
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
