-- A players search for a term of several words ("joão araujo") starts from the term's last word: in every match that
-- word follows whitespace, so the match holds a word of search_fold (split at whitespace, as the term is) that begins
-- with it. user_words holds one row per user and distinct word, with the columns the players list and the partner
-- picker order and filter by, under users' own names, kept by the triggers below. Its indexes put each word's rows in
-- each list's order (the ranking, the level, the level within a category), with what a search tests: the first matches
-- of a word are read index-only, in order (platform/db/search.ts).
CREATE TABLE "user_words" (
	"word" text COLLATE "C" NOT NULL,
	"id" uuid NOT NULL,
	"plays" boolean NOT NULL,
	"ranking_points" integer NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text,
	"category_down_at" timestamp with time zone,
	"search_fold" text NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION areia_user_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO changed FROM new_rows n;
  ELSE
    -- Most updates (a photo, a phone number) change none of what the words hold: nothing is written for them.
    SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.search_fold, n.plays, n.ranking_points, n.rating, n.created_at, n.category, n.category_down_at)
      IS DISTINCT FROM (o.search_fold, o.plays, o.ranking_points, o.rating, o.created_at, o.category, o.category_down_at);
    DELETE FROM user_words w USING unnest(changed) AS c(id) WHERE w.id = c.id;
  END IF;
  INSERT INTO user_words (word, id, plays, ranking_points, rating, created_at, category, category_down_at, search_fold)
    SELECT DISTINCT w.word, n.id, n.plays, n.ranking_points, n.rating, n.created_at, n.category, n.category_down_at, n.search_fold
    FROM unnest(changed) AS c(id) JOIN new_rows n ON n.id = c.id, regexp_split_to_table(n.search_fold, '\s+') AS w(word)
    WHERE w.word <> '';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_words_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_user_words();--> statement-breakpoint
CREATE TRIGGER "users_words_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION areia_user_words();--> statement-breakpoint
INSERT INTO "user_words" ("word", "id", "plays", "ranking_points", "rating", "created_at", "category", "category_down_at", "search_fold")
	SELECT DISTINCT w.word, u.id, u.plays, u.ranking_points, u.rating, u.created_at, u.category, u.category_down_at, u.search_fold
	FROM "users" u, regexp_split_to_table(u.search_fold, '\s+') AS w(word) WHERE w.word <> '';--> statement-breakpoint
-- The keys and indexes after the rows: one sort (and one join) each, where checking and indexing the rows one by one
-- took minutes at a million players.
ALTER TABLE "user_words" ADD CONSTRAINT "user_words_pkey" PRIMARY KEY ("id", "word");--> statement-breakpoint
ALTER TABLE "user_words" ADD CONSTRAINT "user_words_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "user_words_ranking_idx" ON "user_words" USING btree ("word", (-"ranking_points"), (-"rating"), "created_at", "id")
	INCLUDE ("search_fold", "plays", "ranking_points", "rating", "category", "category_down_at") WHERE "plays";--> statement-breakpoint
CREATE INDEX "user_words_level_idx" ON "user_words" USING btree ("word", (-"rating"), "created_at", "id")
	INCLUDE ("search_fold", "plays", "ranking_points", "rating", "category", "category_down_at") WHERE "plays";--> statement-breakpoint
-- The partner picker's stretches of who may join: the band (no category, below the championship's level) and each
-- decided category, each a range of this index (coalesce: an equality, so each keeps level order).
CREATE INDEX "user_words_category_idx" ON "user_words" USING btree ("word", coalesce("category", ''), (-"rating"), "created_at", "id")
	INCLUDE ("search_fold", "plays", "ranking_points", "rating", "category", "category_down_at") WHERE "plays";
