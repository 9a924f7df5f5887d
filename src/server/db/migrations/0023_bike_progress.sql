-- Where each bike of an approved request is in the workshop (decision 040). A request approved
-- before stages existed starts at 'planned', without a date; one that is archived or that the
-- workshop system reported completed is 'done'.
CREATE TABLE "bike_progress" (
	"bike_id" integer PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"stage" text DEFAULT 'planned' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"planned_date" date,
	"planned_minutes" integer DEFAULT 60 NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bike_progress_stage_known" CHECK ("bike_progress"."stage" in ('planned', 'in_repair', 'waiting_for_parts', 'waiting_for_customer', 'ready', 'done')),
	CONSTRAINT "bike_progress_minutes_positive" CHECK ("bike_progress"."planned_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "bike_progress" ADD CONSTRAINT "bike_progress_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_progress" ADD CONSTRAINT "bike_progress_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_progress_service_request_id_idx" ON "bike_progress" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "bike_progress_open_idx" ON "bike_progress" USING btree ("stage","planned_date") WHERE "bike_progress"."stage" <> 'done';--> statement-breakpoint
INSERT INTO "bike_progress" ("bike_id", "service_request_id", "stage")
SELECT "bikes"."id", "bikes"."service_request_id",
  CASE WHEN "service_requests"."is_archived" OR "service_requests"."completed_at" IS NOT NULL
    THEN 'done' ELSE 'planned' END
FROM "bikes" JOIN "service_requests" ON "service_requests"."id" = "bikes"."service_request_id"
WHERE "service_requests"."status" = 'approved';