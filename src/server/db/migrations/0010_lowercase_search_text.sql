-- search_text is stored lowercased, so a search compares with LIKE instead of lowercasing every
-- candidate row (ILIKE). Dropping the column drops its two trigram indexes; they are built again
-- as schema.ts declares them. The new column has no statistics until ANALYZE, and without them
-- the planner takes a common name for a rare one (the embedded database never analyses by itself).
ALTER TABLE "service_requests" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || ' ' || coalesce(company_name, '') || ' ' || email || ' ' || coalesce(street, '') || ' ' || coalesce(postal_code, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "service_requests_active_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256) WHERE not "service_requests"."is_archived";--> statement-breakpoint
ANALYZE "service_requests";
