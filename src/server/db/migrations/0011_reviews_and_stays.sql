CREATE TABLE "property_review_totals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_review_totals_check" CHECK ("property_review_totals"."review_count" >= 0 and "property_review_totals"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_totals" (
	"subject_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_totals_subject_id_direction_pk" PRIMARY KEY("subject_id","direction"),
	CONSTRAINT "review_totals_check" CHECK ("review_totals"."review_count" >= 0 and "review_totals"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stay_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"rating" smallint NOT NULL,
	"categories" jsonb NOT NULL,
	"public_text" text NOT NULL,
	"private_note" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stay_author_key" UNIQUE("stay_id","author_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_direction_check" CHECK ("reviews"."direction" in ('host_about_helper', 'helper_about_host')),
	CONSTRAINT "reviews_public_text_check" CHECK (char_length("reviews"."public_text") between 30 and 1000),
	CONSTRAINT "reviews_reply_check" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") <= 500)
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ended_reason" text NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"review_deadline" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"agreement_signed" boolean NOT NULL,
	"minutes_logged" integer NOT NULL,
	"minutes_agreed" integer,
	"chores_handed_in" integer NOT NULL,
	"chores_approved_first_time" integer NOT NULL,
	"chores_on_time" integer NOT NULL,
	"chores_with_due_time" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_membership_start_key" UNIQUE("membership_id","start_date"),
	CONSTRAINT "stays_ended_reason_check" CHECK ("stays"."ended_reason" in ('left', 'removed', 'ended')),
	CONSTRAINT "stays_dates_check" CHECK ("stays"."end_date" >= "stays"."start_date"),
	CONSTRAINT "stays_record_check" CHECK ("stays"."minutes_logged" >= 0 and "stays"."chores_handed_in" >= 0 and "stays"."chores_approved_first_time" between 0 and "stays"."chores_handed_in" and "stays"."chores_on_time" between 0 and "stays"."chores_with_due_time")
);
--> statement-breakpoint
ALTER TABLE "property_review_totals" ADD CONSTRAINT "property_review_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_totals" ADD CONSTRAINT "review_totals_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_membership_id_property_helpers_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."property_helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","submitted_at");--> statement-breakpoint
CREATE INDEX "stays_helper_idx" ON "stays" USING btree ("helper_id","ended_at");--> statement-breakpoint
CREATE INDEX "stays_host_idx" ON "stays" USING btree ("host_id","ended_at");--> statement-breakpoint
CREATE INDEX "stays_property_idx" ON "stays" USING btree ("property_id","ended_at");--> statement-breakpoint
CREATE INDEX "stays_unpublished_deadline_idx" ON "stays" USING btree ("review_deadline") WHERE "stays"."published_at" is null;