-- The repair's mails (decision 044): the planned date each bike's customer was last mailed, so
-- that only a later one is news, and a key that lets the outbox take a mail about one event
-- once only. The templates themselves are seeded at boot, as every default template is.
ALTER TABLE "bike_progress" ADD COLUMN "planned_date_mailed" date;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_emails_once_key_unique" ON "outgoing_emails" USING btree ("once_key");