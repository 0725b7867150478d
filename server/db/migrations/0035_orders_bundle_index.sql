-- The orders naming a bundle, read when staff take a bundle off or delete it (decision 0073).
CREATE INDEX "orders_bundle_idx" ON "orders" USING btree ("bundle_id") WHERE bundle_id IS NOT NULL;
