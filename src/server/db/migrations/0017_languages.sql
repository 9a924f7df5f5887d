-- The language a request was sent in (its mails go out in it) and the one a staff member chose
-- for the dashboard (decision 032). Requests sent before this were Dutch.
ALTER TABLE "service_requests" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;
