-- The history of each request: one row per change, appended in the change's transaction and
-- never updated or deleted. No foreign key, so a deleted request's history stays; no personal
-- data, so an erasure need not touch it.
CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_events_service_request_id_idx" ON "request_events" USING btree ("service_request_id","id");