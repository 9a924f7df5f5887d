-- search_text also holds the house number with its addition after the street, so staff find a
-- request by its address as they write it ("Overtoom 12A"). Dropping the column drops its two
-- trigram indexes; they are built again as schema.ts declares them, and the table is analysed,
-- since the new column has no statistics (migration 0010).
ALTER TABLE "service_requests" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || ' ' || coalesce(company_name, '') || ' ' || email || ' ' || coalesce(street, '') || ' ' || coalesce(house_number, '') || coalesce(house_number_addition, '') || ' ' || coalesce(postal_code, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "service_requests_active_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=256) WHERE not "service_requests"."is_archived";--> statement-breakpoint
ANALYZE "service_requests";
