DROP INDEX "properties_listed_place_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_skill_keys" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_provides" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terms_available_to" date;--> statement-breakpoint
-- Explore at 100,000 listings (issue 20, decision 145): what its candidates
-- are selected and sorted on, the terms' skill keys, provisions and dates,
-- copied onto the property so that one index holds all of it. The copy is
-- kept by this trigger, in the transaction that writes the terms, whoever
-- writes them; null while a property has no terms.
CREATE FUNCTION homestay_property_terms_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.property_id <> NEW.property_id) THEN
    UPDATE properties SET terms_skill_keys = NULL, terms_provides = NULL,
      terms_available_from = NULL, terms_available_to = NULL
    WHERE id = OLD.property_id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  UPDATE properties SET terms_skill_keys = NEW.skill_keys, terms_provides = NEW.provides,
    terms_available_from = NEW.available_from, terms_available_to = NEW.available_to
  WHERE id = NEW.property_id AND (terms_skill_keys, terms_provides, terms_available_from, terms_available_to)
    IS DISTINCT FROM (NEW.skill_keys, NEW.provides, NEW.available_from, NEW.available_to);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER exchange_terms_copy_to_property
  AFTER INSERT OR DELETE OR UPDATE OF property_id, skill_keys, provides, available_from, available_to
  ON exchange_terms FOR EACH ROW EXECUTE FUNCTION homestay_property_terms_copy();--> statement-breakpoint
UPDATE "properties" p SET "terms_skill_keys" = et."skill_keys", "terms_provides" = et."provides",
  "terms_available_from" = et."available_from", "terms_available_to" = et."available_to"
FROM "exchange_terms" et WHERE et."property_id" = p."id";--> statement-breakpoint
-- Replaces 0019's: the same key, now also without hidden properties, and
-- INCLUDE what Explore's candidate level reads (the raw place for distances
-- and the map; id, host, listing time; the terms' copy), so that level is an
-- index-only scan with no heap row read (point_ops can return its key). A
-- query reading any other column of properties falls back to heap fetches.
-- Written by hand: drizzle's schema cannot declare INCLUDE.
CREATE INDEX "properties_listed_place_idx" ON "properties" USING gist (point("public_lng", "public_lat"))
  INCLUDE ("id", "host_id", "listed_at", "public_lat", "public_lng", "terms_skill_keys",
    "terms_provides", "terms_available_from", "terms_available_to")
  WHERE "status" = 'listed' AND "public_lat" IS NOT NULL AND "hidden_at" IS NULL;
