-- The booking calendar's cache (modules/booking/booking.cache.ts) forgets an activity on every
-- change of what its calendar reads: bookings, seat counters, booking settings, services,
-- operators and the services they do, closures, and the activity's booking type, time zone and
-- booking switch; also when an operator does it by hand in SQL.
CREATE FUNCTION "notify_booking_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_activity integer;
  new_activity integer;
BEGIN
  -- Each branch is planned only when taken: the operator's services have no "activity_id".
  IF TG_TABLE_NAME = 'booking_operator_services' THEN
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
CREATE TRIGGER "bookings_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_seats_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_seats"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_settings_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_settings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_services_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_services"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_operators_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_operators"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_operator_services_booking_change"
  AFTER INSERT OR UPDATE OR DELETE ON "booking_operator_services"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "booking_closures_booking_change" AFTER INSERT OR UPDATE OR DELETE ON "booking_closures"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "activity_configurations_booking_change"
  AFTER INSERT OR UPDATE OF "activity_id", "booking_type", "time_zone" OR DELETE ON "activity_configurations"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();--> statement-breakpoint
CREATE TRIGGER "activity_menus_booking_change"
  AFTER INSERT OR UPDATE OF "activity_id", "show_booking_app" OR DELETE ON "activity_menus"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_change"();
