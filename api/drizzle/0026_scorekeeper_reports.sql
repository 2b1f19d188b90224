-- A score report sent through a scorekeeper's link (domain/scorekeeper): no team and no account sent it, the link did;
-- either team (or the organizer) confirms or disputes it. A player's report keeps its team and reporter.
ALTER TABLE "score_reports" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "score_reports" ALTER COLUMN "reported_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "score_reports" ADD COLUMN "scorekeeper_link_id" uuid REFERENCES "scorekeeper_links"("id");--> statement-breakpoint
ALTER TABLE "score_reports" ADD CONSTRAINT "score_reports_reporter_check" CHECK (("reported_by" IS NOT NULL AND "team_id" IS NOT NULL) OR "scorekeeper_link_id" IS NOT NULL);
