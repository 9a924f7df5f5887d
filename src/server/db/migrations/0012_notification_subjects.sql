-- A notification names what it is about: a request, a customer (an incoming call) or a mail
-- (one that failed). The drawer opens it, and it goes when that is deleted: before, an erased
-- customer's calls and failed mails stayed in the drawer with their name, phone and address.
-- related_id meant one of the three depending on the type; the existing rows are linked by
-- their type, and those whose request, customer or mail is already gone are deleted.
ALTER TABLE "notifications" ADD COLUMN "service_request_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_id_outgoing_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outgoing_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_service_request_id_idx" ON "notifications" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "notifications_customer_id_idx" ON "notifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notifications_email_id_idx" ON "notifications" USING btree ("email_id");--> statement-breakpoint
UPDATE "notifications" SET "service_request_id" = "service_requests"."id" FROM "service_requests" WHERE "notifications"."type" IN ('service_request_created', 'repair_completed', 'invoice_failed', 'planner_activity_failed', 'work_order_failed') AND "notifications"."related_id" = "service_requests"."id"::text;--> statement-breakpoint
UPDATE "notifications" SET "customer_id" = "customers"."id" FROM "customers" WHERE "notifications"."type" = 'incoming_call' AND "notifications"."related_id" = "customers"."id"::text;--> statement-breakpoint
UPDATE "notifications" SET "email_id" = "outgoing_emails"."id", "service_request_id" = "outgoing_emails"."service_request_id" FROM "outgoing_emails" WHERE "notifications"."type" = 'email_failed' AND "notifications"."related_id" = "outgoing_emails"."id"::text;--> statement-breakpoint
DELETE FROM "notifications" WHERE "related_id" IS NOT NULL AND "service_request_id" IS NULL AND "customer_id" IS NULL AND "email_id" IS NULL AND "type" IN ('service_request_created', 'repair_completed', 'invoice_failed', 'planner_activity_failed', 'work_order_failed', 'incoming_call', 'email_failed');
