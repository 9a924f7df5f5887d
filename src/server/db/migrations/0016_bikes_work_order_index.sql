-- The workshop system's webhook names a work order and finds its request through the bike
-- that holds it; without this index every delivery reads every bike.
CREATE INDEX "bikes_work_order_id_idx" ON "bikes" USING btree ("work_order_id");