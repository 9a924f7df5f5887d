CREATE TABLE "webhook_deliveries" (
	"source" text NOT NULL,
	"delivery_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_source_delivery_id_pk" PRIMARY KEY("source","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "cycle_software_customer_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "work_order_error" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "planner_activity_error" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "planned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "moneybird_invoice_id" text;