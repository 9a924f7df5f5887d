-- What the on-location (premium) service costs or means, as staff word it for customers, per
-- language; empty leaves the portal's own words (issue 31).
ALTER TABLE "service_config" ADD COLUMN "on_location_note_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_config" ADD COLUMN "on_location_note_en" text DEFAULT '' NOT NULL;