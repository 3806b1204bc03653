ALTER TABLE "properties" ADD COLUMN "terms_hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_days_per_week" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_min_stay_days" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_max_stay_days" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cover_image_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cover_thumbnail_key" text;--> statement-breakpoint
-- Explore's cards from the property's row alone (issue 18, decision 157):
-- the rest of the terms a card shows, and the cover photo's keys, copied onto
-- the property like 0021's copy, by triggers in the transaction that writes
-- them, whoever writes them. Before, each card of a page joined the terms and
-- the cover by key: a quarter of the page's PostgreSQL time.
CREATE OR REPLACE FUNCTION homestay_property_terms_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.property_id <> NEW.property_id) THEN
    UPDATE properties SET terms_skill_keys = NULL, terms_provides = NULL,
      terms_available_from = NULL, terms_available_to = NULL,
      terms_hours_per_week = NULL, terms_days_per_week = NULL,
      terms_min_stay_days = NULL, terms_max_stay_days = NULL
    WHERE id = OLD.property_id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  UPDATE properties SET terms_skill_keys = NEW.skill_keys, terms_provides = NEW.provides,
    terms_available_from = NEW.available_from, terms_available_to = NEW.available_to,
    terms_hours_per_week = NEW.hours_per_week, terms_days_per_week = NEW.days_per_week,
    terms_min_stay_days = NEW.min_stay_days, terms_max_stay_days = NEW.max_stay_days
  WHERE id = NEW.property_id AND (terms_skill_keys, terms_provides, terms_available_from,
      terms_available_to, terms_hours_per_week, terms_days_per_week, terms_min_stay_days,
      terms_max_stay_days)
    IS DISTINCT FROM (NEW.skill_keys, NEW.provides, NEW.available_from, NEW.available_to,
      NEW.hours_per_week, NEW.days_per_week, NEW.min_stay_days, NEW.max_stay_days);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER exchange_terms_copy_to_property ON exchange_terms;--> statement-breakpoint
CREATE TRIGGER exchange_terms_copy_to_property
  AFTER INSERT OR DELETE OR UPDATE OF property_id, skill_keys, provides, available_from,
    available_to, hours_per_week, days_per_week, min_stay_days, max_stay_days
  ON exchange_terms FOR EACH ROW EXECUTE FUNCTION homestay_property_terms_copy();--> statement-breakpoint
-- The cover: a property has at most one (property_photos_one_cover_idx). Only
-- a write to a row that is or was a cover can change it; the property's copy
-- is then read again from its photos (nulls when it has no cover left).
CREATE FUNCTION homestay_property_cover_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_cover THEN
    UPDATE properties SET (cover_image_key, cover_thumbnail_key) = (
      SELECT pp.image_key, pp.thumbnail_key FROM property_photos pp
      WHERE pp.property_id = OLD.property_id AND pp.is_cover)
    WHERE id = OLD.property_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_cover THEN
    UPDATE properties SET (cover_image_key, cover_thumbnail_key) = (
      SELECT pp.image_key, pp.thumbnail_key FROM property_photos pp
      WHERE pp.property_id = NEW.property_id AND pp.is_cover)
    WHERE id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER property_photos_cover_copy_to_property
  AFTER INSERT OR DELETE OR UPDATE OF property_id, is_cover, image_key, thumbnail_key
  ON property_photos FOR EACH ROW EXECUTE FUNCTION homestay_property_cover_copy();--> statement-breakpoint
UPDATE "properties" p SET "terms_hours_per_week" = et."hours_per_week",
  "terms_days_per_week" = et."days_per_week", "terms_min_stay_days" = et."min_stay_days",
  "terms_max_stay_days" = et."max_stay_days"
FROM "exchange_terms" et WHERE et."property_id" = p."id";--> statement-breakpoint
UPDATE "properties" p SET "cover_image_key" = pp."image_key", "cover_thumbnail_key" = pp."thumbnail_key"
FROM "property_photos" pp WHERE pp."property_id" = p."id" AND pp."is_cover";
