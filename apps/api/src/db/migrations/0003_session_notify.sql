-- Every change that can end a session tells the instances at once (NOTIFY is sent on commit), so
-- their session caches forget that user: a session revoked or deleted, an account switched off,
-- its global roles changed, or the account deleted; also when an operator does it by hand in SQL.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user integer;
BEGIN
  -- Each branch is planned only when taken: "users" has "id", "sessions" has "user_id".
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'DELETE' THEN row_user := OLD."id"; ELSE row_user := NEW."id"; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN row_user := OLD."user_id"; ELSE row_user := NEW."user_id"; END IF;
  END IF;
  PERFORM pg_notify('tessera_sessions', row_user::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OF "active", "roles" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_session_change" AFTER UPDATE OF "revoked_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
