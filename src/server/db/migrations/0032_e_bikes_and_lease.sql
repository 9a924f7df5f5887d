CREATE TABLE "lease_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bike_progress" DROP CONSTRAINT "bike_progress_stage_known";--> statement-breakpoint
ALTER TABLE "bike_progress" ADD COLUMN "lessor_approval_reference" text;--> statement-breakpoint
ALTER TABLE "bike_progress" ADD COLUMN "lessor_approved_on" date;--> statement-breakpoint
ALTER TABLE "bike_progress" ADD COLUMN "lessor_override_reason" text;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "drive_system" text;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "battery_serial" text;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "lease_company" text;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "lease_contract_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_companies_name_unique" ON "lease_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "bikes_lease_company_idx" ON "bikes" USING btree ("lease_company") WHERE "bikes"."lease_company" is not null;--> statement-breakpoint
ALTER TABLE "bike_progress" ADD CONSTRAINT "bike_progress_stage_known" CHECK ("bike_progress"."stage" in ('waiting_for_lessor', 'planned', 'in_repair', 'waiting_for_parts', 'waiting_for_customer', 'ready', 'done'));--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_e_bike_facts" CHECK ("bikes"."drive_system" is not null or ("bikes"."error_code" is null and "bikes"."battery_serial" is null));--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_lease_facts" CHECK (("bikes"."lease_company" is null) = ("bikes"."lease_contract_number" is null));--> statement-breakpoint
-- The leasing companies the portals offer at first; staff keep the list in Configuratie.
INSERT INTO "lease_companies" ("name") VALUES
  ('Lease a Bike'), ('Business Bike'), ('Athlon'), ('Ayvens'), ('Mobility Mixx');--> statement-breakpoint
-- A number staff look a bike up by, as the search text holds it: also without its spaces and
-- dashes, as staff may type it from the frame, the battery or the contract ("WBK 99-81",
-- "WBK9981").
CREATE FUNCTION search_forms_of_code(code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN concat_ws(' ', code, nullif(regexp_replace(code, '[\s-]', '', 'g'), code));--> statement-breakpoint
-- A bike as the search text holds it: brand, model, frame number, and (issue 34) the battery's
-- serial and the lease contract, so the list finds a request by them as by its frame number.
CREATE FUNCTION search_text_of_bike(
  brand text, model text, frame_number text, battery_serial text, lease_contract_number text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN concat_ws(' ', brand, model, search_forms_of_code(frame_number),
  search_forms_of_code(battery_serial), search_forms_of_code(lease_contract_number));--> statement-breakpoint
CREATE OR REPLACE FUNCTION bikes_and_labels_text_of(request_id integer) RETURNS text
LANGUAGE sql STABLE
RETURN concat_ws(' ',
  (select string_agg(
     search_text_of_bike(brand, model, frame_number, battery_serial, lease_contract_number),
     ' ' order by position)
   from bikes where service_request_id = request_id),
  (select string_agg(labels.name, ' ' order by labels.name)
   from service_request_labels join labels on labels.id = service_request_labels.label_id
   where service_request_labels.service_request_id = request_id));--> statement-breakpoint
-- Every bike stored so far has neither number, so no request's text changes.
DROP FUNCTION search_text_of_bike(text, text, text);
