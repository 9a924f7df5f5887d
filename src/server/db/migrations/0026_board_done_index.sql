-- The workshop board's last column reads the bikes finished in the last two weeks; without
-- this index it read every finished bike (decision 041).
CREATE INDEX "bike_progress_done_idx" ON "bike_progress" USING btree ("stage_changed_at") WHERE "bike_progress"."stage" = 'done';