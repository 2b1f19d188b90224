-- The organizer's own rules of a championship (format, sets, tie-breaks), shown on its rules page beside the general
-- rules; null while they wrote none. The 2 000-character bound is the input schema's, kept here too so no writer
-- outside the API can store a text the page was not laid out for.
ALTER TABLE "championships" ADD COLUMN "rules" text;--> statement-breakpoint
ALTER TABLE "championships" ADD CONSTRAINT "championships_rules_length" CHECK (char_length("rules") <= 2000);
