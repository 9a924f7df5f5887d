DROP INDEX "service_requests_is_archived_idx";--> statement-breakpoint
CREATE INDEX "service_requests_is_archived_status_idx" ON "service_requests" USING btree ("is_archived","status");