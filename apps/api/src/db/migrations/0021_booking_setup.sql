CREATE TABLE "booking_operator_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_operator_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "booking_operator_hours_day" CHECK ("booking_operator_hours"."day" between 1 and 7),
	CONSTRAINT "booking_operator_hours_times" CHECK ("booking_operator_hours"."start_time" < "booking_operator_hours"."end_time")
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "booking_operator_hours" ADD CONSTRAINT "booking_operator_hours_booking_operator_id_booking_operators_id_fk" FOREIGN KEY ("booking_operator_id") REFERENCES "public"."booking_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_operator_hours_operator" ON "booking_operator_hours" USING btree ("booking_operator_id","day");--> statement-breakpoint
-- The same closure twice (before duplicates were refused): keep the first.
DELETE FROM "booking_closures" a USING "booking_closures" b WHERE a."id" > b."id" AND a."activity_id" = b."activity_id" AND a."booking_operator_id" IS NOT DISTINCT FROM b."booking_operator_id" AND a."date" IS NOT DISTINCT FROM b."date" AND a."weekday" IS NOT DISTINCT FROM b."weekday" AND a."start_time" IS NOT DISTINCT FROM b."start_time" AND a."end_time" IS NOT DISTINCT FROM b."end_time";--> statement-breakpoint
ALTER TABLE "booking_closures" ADD CONSTRAINT "booking_closures_once" UNIQUE NULLS NOT DISTINCT("activity_id","booking_operator_id","date","weekday","start_time","end_time");--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_price" CHECK ("booking_services"."price_cents" is null or "booking_services"."price_cents" >= 0);--> statement-breakpoint
-- The calendar's cache forgets the activity when an operator's hours change (as migration 0016).
CREATE OR REPLACE FUNCTION "notify_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_activity integer;
  new_activity integer;
BEGIN
  -- Each branch is planned only when taken: an operator's services and hours have no "activity_id".
  IF TG_TABLE_NAME IN ('booking_operator_services', 'booking_operator_hours') THEN
    IF TG_OP <> 'INSERT' THEN
      SELECT "activity_id" INTO old_activity FROM "booking_operators" WHERE "id" = OLD."booking_operator_id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      SELECT "activity_id" INTO new_activity FROM "booking_operators" WHERE "id" = NEW."booking_operator_id";
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_activity := OLD."activity_id"; END IF;
    IF TG_OP <> 'DELETE' THEN new_activity := NEW."activity_id"; END IF;
  END IF;
  IF old_activity IS NOT NULL THEN
    PERFORM pg_notify('tessera_booking', old_activity::text);
  END IF;
  IF new_activity IS NOT NULL AND new_activity IS DISTINCT FROM old_activity THEN
    PERFORM pg_notify('tessera_booking', new_activity::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_operator_hours_booking_change"
  AFTER INSERT OR UPDATE OR DELETE ON "booking_operator_hours"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();
