CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"service_request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_ip_hash" text,
	CONSTRAINT "quotes_bike_version_unique" UNIQUE("bike_id","version"),
	CONSTRAINT "quotes_version_positive" CHECK ("quotes"."version" > 0),
	CONSTRAINT "quotes_decision_known" CHECK ("quotes"."decision" in ('approved', 'declined')),
	CONSTRAINT "quotes_decided_together" CHECK (("quotes"."decision" is null) = ("quotes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_service_request_id_idx" ON "quotes" USING btree ("service_request_id");