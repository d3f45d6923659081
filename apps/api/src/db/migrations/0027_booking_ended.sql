-- Issue 26: who ended a booking (N) and from which status, and the activity's reason told to
-- the customer: declined (activity, was I) and cancelled (customer, or activity with was Y) read apart.
ALTER TABLE "bookings" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_was" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_by" CHECK ("bookings"."ended_by" is null or "bookings"."ended_by" in ('customer', 'activity'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_was" CHECK ("bookings"."ended_was" is null or "bookings"."ended_was" in ('Y', 'I'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decline_reason" CHECK ("bookings"."decline_reason" is null or char_length("bookings"."decline_reason") <= 500);