-- The championships still to be played or being played (neither finished nor cancelled): the list's "Todos" pages
-- through them by date and the home counts them (routes/championships, routes/summary), without walking the finished
-- ones that pile up behind.
CREATE INDEX "championships_current_idx" ON "championships" USING btree ("modality_id", "occurs", "id") WHERE "finished_at" IS NULL AND "cancelled_at" IS NULL;
