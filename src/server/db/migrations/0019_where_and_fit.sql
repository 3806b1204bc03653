CREATE TABLE "property_pins" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_pins_range_check" CHECK ("property_pins"."lat" between -90 and 90 and "property_pins"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_terms" ADD COLUMN "skill_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_lng" double precision;--> statement-breakpoint
ALTER TABLE "property_pins" ADD CONSTRAINT "property_pins_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_listed_place_idx" ON "properties" USING gist (point("public_lng", "public_lat")) WHERE "properties"."status" = 'listed' and "properties"."public_lat" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_public_place_check" CHECK (("properties"."public_lat" is null) = ("properties"."public_lng" is null) and "properties"."public_lat" between -90 and 90 and "properties"."public_lng" between -180 and 180);--> statement-breakpoint
-- Existing terms get their skill keys here: lower case (ASCII letters, in a C
-- locale), punctuation and spaces folded to one space. platform/skills.ts also
-- removes accents; a host's next save of the terms brings such rows in line.
UPDATE "exchange_terms" SET "skill_keys" = coalesce((
  SELECT array_agg(DISTINCT k ORDER BY k) FROM (
    SELECT btrim(regexp_replace(lower(s), '[[:space:][:punct:]]+', ' ', 'g')) AS k
    FROM unnest("skills_wanted") AS s
  ) AS keys WHERE k <> ''
), '{}'::text[]) WHERE cardinality("skills_wanted") > 0;
