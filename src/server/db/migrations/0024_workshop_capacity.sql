-- The workshop's capacity (decision 042): minutes per weekday and per bike, one row once staff
-- save it (none: "not set", the defaults apply), and the days it is closed.
CREATE TABLE "closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_capacity" (
	"id" serial PRIMARY KEY NOT NULL,
	"monday_minutes" integer NOT NULL,
	"tuesday_minutes" integer NOT NULL,
	"wednesday_minutes" integer NOT NULL,
	"thursday_minutes" integer NOT NULL,
	"friday_minutes" integer NOT NULL,
	"saturday_minutes" integer NOT NULL,
	"sunday_minutes" integer NOT NULL,
	"default_minutes_per_bike" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_capacity_default_minutes_positive" CHECK ("workshop_capacity"."default_minutes_per_bike" > 0)
);
