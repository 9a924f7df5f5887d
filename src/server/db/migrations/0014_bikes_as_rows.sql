CREATE TABLE "bikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text,
	"frame_number" text,
	"mileage" integer,
	"photo_path" text,
	"issue_description" text NOT NULL,
	"service_type" text,
	"work_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bikes_request_position_unique" UNIQUE("service_request_id","position"),
	CONSTRAINT "bikes_position_range" CHECK ("bikes"."position" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each bike of the JSON array, in its order, with the work order made for it (the array of
-- work order ids followed the bikes).
INSERT INTO "bikes" ("service_request_id", "position", "brand", "model", "frame_number", "mileage", "photo_path", "issue_description", "work_order_id", "created_at")
SELECT "request"."id", "bike"."ordinality" - 1, "bike"."value" ->> 'brand', "bike"."value" ->> 'model',
	"bike"."value" ->> 'frameNumber', ("bike"."value" ->> 'mileage')::numeric::integer,
	"bike"."value" ->> 'photoPath', coalesce("bike"."value" ->> 'issueDescription', ''),
	"request"."work_order_ids" ->> ("bike"."ordinality" - 1)::integer, "request"."created_at"
FROM "service_requests" AS "request"
	CROSS JOIN LATERAL jsonb_array_elements("request"."bikes") WITH ORDINALITY AS "bike"("value", "ordinality");--> statement-breakpoint
-- A request of the first, single-bike form has its bike in columns of its own. Every request
-- has a bike: the work orders were made for one even when the columns were empty, with the
-- brand 'Onbekend' (unknown) when none was given.
INSERT INTO "bikes" ("service_request_id", "position", "brand", "frame_number", "mileage", "photo_path", "issue_description", "work_order_id", "created_at")
SELECT "id", 0, coalesce("bike_brand", 'Onbekend'), "frame_number", "kilometer_stand", "photo_url",
	coalesce("problem_description", ''), "work_order_ids" ->> 0, "created_at"
FROM "service_requests"
WHERE jsonb_array_length("bikes") = 0;--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "bike_brand";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "frame_number";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "problem_description";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "kilometer_stand";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "photo_url";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "bikes";--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "work_order_ids";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "cycle_software_work_order_id" TO "work_order_id";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "cycle_software_repair_number" TO "repair_number";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "cycle_software_status" TO "work_order_status";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "cycle_software_customer_id" TO "workshop_customer_id";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "bumbal_task_type" TO "planner_task_type";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "bumbal_activity_id" TO "planner_activity_id";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "freightlive_activity_type" TO "planner_activity_type";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "freightlive_activity_duration" TO "planner_activity_duration";--> statement-breakpoint
ALTER TABLE "service_requests" RENAME COLUMN "moneybird_invoice_id" TO "invoice_id";
