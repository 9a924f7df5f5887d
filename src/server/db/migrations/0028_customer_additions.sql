CREATE TABLE "customer_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"note" text,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_additions_not_empty" CHECK ("customer_additions"."note" is not null or "customer_additions"."photo_path" is not null)
);
--> statement-breakpoint
ALTER TABLE "customer_additions" ADD CONSTRAINT "customer_additions_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_additions_service_request_id_idx" ON "customer_additions" USING btree ("service_request_id","id");