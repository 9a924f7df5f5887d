ALTER TABLE "service_requests" ADD COLUMN "invoice_payment_url" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "invoice_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "cancelled_by_customer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "cancellation_reason" text;