-- One complaint per user and team. Repeats sent before this index existed are dropped first, keeping the earliest.
DELETE FROM "complaints" AS "later" USING "complaints" AS "earlier" WHERE "later"."team_id" = "earlier"."team_id" AND "later"."reported_by_id" = "earlier"."reported_by_id" AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_team_reporter_key" ON "complaints" USING btree ("team_id","reported_by_id");
