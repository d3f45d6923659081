-- The membership cache (platform/session-cache.ts) forgets a user when one of their memberships
-- changes in a way that can end access (switched off, roles changed, removed, moved), and every
-- membership when an activity is switched off or deleted; also when an operator does it in SQL.
CREATE FUNCTION "notify_membership_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'activities' THEN
    PERFORM pg_notify('tessera_sessions', '*');
  ELSE
    PERFORM pg_notify('tessera_sessions', OLD."user_id"::text);
    IF TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id" THEN
      PERFORM pg_notify('tessera_sessions', NEW."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_customers_membership_change"
  AFTER UPDATE OF "active", "roles", "user_id", "activity_id" OR DELETE ON "activity_customers"
  FOR EACH ROW EXECUTE FUNCTION "notify_membership_change"();--> statement-breakpoint
CREATE TRIGGER "activities_membership_change" AFTER UPDATE OF "active" OR DELETE ON "activities"
  FOR EACH ROW EXECUTE FUNCTION "notify_membership_change"();
