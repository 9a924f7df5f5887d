DROP INDEX "service_requests_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_company_name_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_email_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_street_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_postal_code_trgm_idx";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (full_name || ' ' || coalesce(company_name, '') || ' ' || email || ' ' || coalesce(street, '') || ' ' || coalesce(postal_code, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_search_text_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops);