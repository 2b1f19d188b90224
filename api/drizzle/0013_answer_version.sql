-- The version of everything a read answers with, for the API's answer cache (src/lib/answer-cache.ts). A kept answer
-- is served only while the version is the one read before it was built, so no instance serves an answer older than
-- the last committed write to these tables. The version is the sum of 16 slots: a writing transaction adds 1 to its
-- connection's slot at its commit, so writers on different connections do not queue on one row.
--
-- The row-level trigger is a deferred constraint trigger, and its WHEN queues it for the transaction's first written
-- row only (the flag areia.data_written is transaction-local, and reverts with a rolled-back savepoint). So the slot's
-- lock is the last one a transaction takes, just before its commit, and nobody holding it waits for anything else;
-- and a bulk statement pays one setting check per row (a million rows: ~0.2 s more). A REPEATABLE READ or
-- SERIALIZABLE writer could fail to serialize on the slot when another transaction on the same slot committed
-- first: the API writes at READ COMMITTED only. Left out, as no kept answer reads them and a login must not outdate
-- every answer: sessions, rate-limit counters, known networks, reset tokens, signing keys, calendar tokens and media.
CREATE TABLE "data_version" (
	"slot" smallint PRIMARY KEY NOT NULL CHECK ("slot" BETWEEN 0 AND 15),
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "data_version" ("slot") SELECT generate_series(0, 15);--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_first_write() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('areia.data_written', 'on', true);
  RETURN true;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.data_version SET version = version + 1 WHERE slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['modalities', 'users', 'rating_counts', 'rating_day_counts', 'user_modalities', 'arenas',
    'championships', 'teams', 'invitations', 'team_members', 'games', 'score_reports', 'complaints', 'ranking_snapshots'] LOOP
    -- CASE, not AND: the flag must be read before areia_first_write() sets it, and AND does not promise an order.
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    -- TRUNCATE has no row events: its statement trigger bumps at once. Only tests and hand maintenance truncate, and
    -- the statement holds the table's exclusive lock anyway.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
