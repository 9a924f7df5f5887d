CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "call_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"company" text,
	"customer_id" integer,
	"call_direction" text DEFAULT 'inbound' NOT NULL,
	"call_id" text,
	"is_handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"aircall_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_notifications_call_id_unique" UNIQUE("call_id")
);
--> statement-breakpoint
CREATE TABLE "contact_sync_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"aircall_contact_id" text,
	"synced_at" timestamp with time zone,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	CONSTRAINT "contact_sync_status_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"street" text,
	"house_number" text,
	"house_number_addition" text,
	"postal_code" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"rejection_reason_id" integer,
	"subject" text NOT NULL,
	"html_content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "magic_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"requested_from_ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magic_link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"severity" text DEFAULT 'error' NOT NULL,
	"source" text,
	"related_id" text,
	"metadata" jsonb,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"service_request_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "service_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"on_location_days" integer DEFAULT 2 NOT NULL,
	"workshop_days" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_request_labels_request_label_unique" UNIQUE("service_request_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"customer_type" text DEFAULT 'private' NOT NULL,
	"company_name" text,
	"street" text,
	"house_number" text,
	"house_number_addition" text,
	"postal_code" text,
	"city" text,
	"bike_location_postcode" text,
	"bike_location_house_number" text,
	"bike_location_addition" text,
	"bike_location_street" text,
	"bike_location_city" text,
	"bike_brand" text,
	"frame_number" text,
	"problem_description" text,
	"kilometer_stand" integer,
	"photo_url" text,
	"cycle_software_work_order_id" text,
	"delivery_type" text DEFAULT 'workshop' NOT NULL,
	"bikes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"work_order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cycle_software_repair_number" text,
	"cycle_software_status" text,
	"last_status_check" timestamp with time zone,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archival_reason" text,
	"archived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"bumbal_task_type" text DEFAULT 'task' NOT NULL,
	"bumbal_activity_id" text,
	"freightlive_activity_type" text,
	"freightlive_activity_duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "call_notifications" ADD CONSTRAINT "call_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_sync_status" ADD CONSTRAINT "contact_sync_status_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD CONSTRAINT "outgoing_emails_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_labels" ADD CONSTRAINT "service_request_labels_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_labels" ADD CONSTRAINT "service_request_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_status_reason_unique" ON "email_templates" USING btree ("status","rejection_reason_id") WHERE "email_templates"."rejection_reason_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_status_generic_unique" ON "email_templates" USING btree ("status") WHERE "email_templates"."rejection_reason_id" is null;--> statement-breakpoint
CREATE INDEX "magic_link_tokens_email_created_at_idx" ON "magic_link_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "magic_link_tokens_ip_created_at_idx" ON "magic_link_tokens" USING btree ("requested_from_ip","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("is_read","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_created_at_idx" ON "outgoing_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_service_request_id_idx" ON "outgoing_emails" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "service_request_labels_label_id_idx" ON "service_request_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "service_requests_is_archived_idx" ON "service_requests" USING btree ("is_archived");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_customer_id_idx" ON "service_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_requests_full_name_trgm_idx" ON "service_requests" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_company_name_trgm_idx" ON "service_requests" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_email_trgm_idx" ON "service_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_street_trgm_idx" ON "service_requests" USING gin ("street" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_postal_code_trgm_idx" ON "service_requests" USING gin ("postal_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");