-- A template per status (and rejection reason) per language: a request's mails go out in the
-- language it was sent in (decision 032). The templates so far are Dutch; the seed adds the
-- English defaults beside them at the next boot.
DROP INDEX "email_templates_status_reason_unique";--> statement-breakpoint
DROP INDEX "email_templates_status_generic_unique";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_status_reason_language_unique" ON "email_templates" USING btree ("status","rejection_reason_id","language") WHERE "email_templates"."rejection_reason_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_status_generic_language_unique" ON "email_templates" USING btree ("status","language") WHERE "email_templates"."rejection_reason_id" is null;