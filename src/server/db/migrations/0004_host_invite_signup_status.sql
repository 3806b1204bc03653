-- A host's email invite (host_invitations) marks the account made later with
-- that email: profiles.host_signup_invite_status = 'invited', in the same
-- transaction as the sign-up, whatever creates the account. Joining the
-- property turns it into 'joined' (features/memberships).
CREATE FUNCTION homestay_mark_invited_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.host_signup_invite_status IS NULL
     AND EXISTS (SELECT 1 FROM host_invitations WHERE email = lower(NEW.email)) THEN
    NEW.host_signup_invite_status := 'invited';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_mark_invited BEFORE INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION homestay_mark_invited_profile();--> statement-breakpoint
