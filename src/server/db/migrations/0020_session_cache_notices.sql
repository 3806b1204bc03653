-- Each server process keeps the sessions it checked for a short while
-- (issue 20, platform/auth/session-cache.ts), so a signed-in request needs no
-- database round trip. A deleted session already tells every process
-- (sessions_ended, 0007). What a cached viewer carries of the account (its
-- email, role and whether the email is verified) must reach them too, after
-- commit, whatever changes it (better-auth, the role route, a script). So
-- must a session cut short (its expiry moved earlier, as an operator or a
-- test may do), without closing its sockets.
CREATE FUNCTION homestay_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homestay_realtime', json_build_object('userChanged', NEW.id)::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF email, role, email_verified ON users
  FOR EACH ROW WHEN (
    OLD.email IS DISTINCT FROM NEW.email
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
  )
  EXECUTE FUNCTION homestay_user_changed();
--> statement-breakpoint
CREATE FUNCTION homestay_session_shortened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homestay_realtime', json_build_object('sessionChanged', NEW.id)::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_shortened AFTER UPDATE OF expires_at ON sessions
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION homestay_session_shortened();
