CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_email" text,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");