-- The same end state as drizzle-kit's DROP and CREATE, without rebuilding the indexes.
ALTER INDEX "customers_full_name_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "customers_email_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "service_requests_search_text_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "service_requests_active_search_text_trgm_idx" SET (gin_pending_list_limit = 256);
