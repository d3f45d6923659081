CREATE TABLE "booking_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "booking_hours_day" CHECK ("booking_hours"."day" between 1 and 7),
	CONSTRAINT "booking_hours_times" CHECK ("booking_hours"."start_time" < "booking_hours"."end_time")
);
--> statement-breakpoint
ALTER TABLE "booking_closures" DROP CONSTRAINT "booking_closures_once";--> statement-breakpoint
ALTER TABLE "booking_closures" ADD COLUMN "date_to" date;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hours_activity" ON "booking_hours" USING btree ("activity_id","day");--> statement-breakpoint
ALTER TABLE "booking_closures" ADD CONSTRAINT "booking_closures_once" UNIQUE NULLS NOT DISTINCT("activity_id","booking_operator_id","date","date_to","weekday","start_time","end_time");--> statement-breakpoint
ALTER TABLE "booking_closures" ADD CONSTRAINT "booking_closures_range" CHECK ("booking_closures"."date_to" is null or ("booking_closures"."date" is not null and "booking_closures"."date_to" > "booking_closures"."date"));--> statement-breakpoint
-- The calendar's cache forgets the activity when its hours change (as migration 0016).
CREATE TRIGGER "booking_hours_booking_change"
  AFTER INSERT OR UPDATE OR DELETE ON "booking_hours"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();
