-- A profile for every user, made in the same transaction as the user, whatever
-- creates the user (better-auth's sign-up, the seed, a script). The app also
-- creates a missing one on read (features/profile/service.ts), as a fallback.
CREATE FUNCTION homestay_create_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, role, full_name)
  VALUES (NEW.id, NEW.email, NEW.role, NULLIF(btrim(NEW.name), ''))
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION homestay_create_profile();--> statement-breakpoint

-- profiles.email follows the account's email.
CREATE FUNCTION homestay_sync_profile_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION homestay_sync_profile_email();--> statement-breakpoint

-- The absolute session timeout (OWASP ASVS 3.3): better-auth rolls expires_at
-- forward while a session is used (the idle timeout) but has no cap of its
-- own, so no session may outlive created_at + 30 days, on any instance.
-- Keep in step with SESSION_ABSOLUTE_TIMEOUT_SECONDS in platform/auth/session-policy.ts.
CREATE FUNCTION homestay_cap_session_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.expires_at > NEW.created_at + interval '30 days' THEN
    NEW.expires_at := NEW.created_at + interval '30 days';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_cap_expiry BEFORE INSERT OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION homestay_cap_session_expiry();
