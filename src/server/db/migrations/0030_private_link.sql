ALTER TABLE "service_requests" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_link_token_hash_unique" ON "service_requests" USING btree ("link_token_hash");