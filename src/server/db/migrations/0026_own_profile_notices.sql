-- Each server process keeps the answers of GET /api/profile for a short
-- while (issue 20, platform/auth/own-profile-cache.ts), so the most common
-- signed-in read needs no database round trip. What it answers is a
-- profile row and whether its owner is an operator: a change to either must
-- reach every process after commit, whatever makes it (a route, a trigger,
-- points awarded, an account erased, a script). As with 0020's notices, they
-- ride NOTIFY whichever realtime bus runs; a transaction's identical notices
-- reach listeners once.
CREATE FUNCTION homestay_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('homestay_realtime', json_build_object('profileChanged', OLD.id)::text);
  ELSE
    PERFORM pg_notify('homestay_realtime', json_build_object('profileChanged', NEW.id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_changed AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION homestay_profile_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_removed AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION homestay_profile_changed();
--> statement-breakpoint
CREATE FUNCTION homestay_operator_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('homestay_realtime', json_build_object('profileChanged', OLD.user_id)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('homestay_realtime', json_build_object('profileChanged', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER admins_changed AFTER INSERT OR UPDATE OR DELETE ON admins
  FOR EACH ROW EXECUTE FUNCTION homestay_operator_changed();
