DO $$
DECLARE
  name text;
BEGIN
  -- Answers read these (the partner lists, a device's push settings), so a write outdates kept answers
  -- (areia_bump_data_version, 0013_answer_version.sql). vapid_keys and game_day_pushes are the sender's bookkeeping.
  FOREACH name IN ARRAY ARRAY['partner_posts', 'push_subscriptions'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (CASE WHEN current_setting(''areia.data_written'', true) IS DISTINCT FROM ''on'' THEN areia_first_write() ELSE false END) '
      'EXECUTE FUNCTION areia_bump_data_version()', name || '_data_version', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION areia_bump_data_version()',
      name || '_data_version_truncate', name);
  END LOOP;
END $$;
