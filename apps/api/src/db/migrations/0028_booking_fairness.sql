-- Issue 26 fairness: a customer's upcoming bookings, a table's party and a service booking's people
-- at most, and how late a customer may cancel (booking.service.ts refuses past them, 422).
ALTER TABLE "booking_services" ADD COLUMN "capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "max_upcoming_bookings" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "max_party_size" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "cancel_cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_capacity" CHECK ("booking_services"."capacity" >= 1);