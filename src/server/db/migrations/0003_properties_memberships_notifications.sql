CREATE TABLE "host_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_invitations_email_property_key" UNIQUE("email","property_id"),
	CONSTRAINT "host_invitations_status_check" CHECK ("host_invitations"."status" in ('invited', 'joined'))
);
--> statement-breakpoint
CREATE TABLE "property_helpers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"status" text NOT NULL,
	"joined_via" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"ended_at" timestamp with time zone,
	"agreement_form_completed" boolean DEFAULT false NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"exchange_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_helpers_property_helper_key" UNIQUE("property_id","helper_id"),
	CONSTRAINT "property_helpers_status_check" CHECK ("property_helpers"."status" in ('active', 'left', 'removed')),
	CONSTRAINT "property_helpers_joined_via_check" CHECK ("property_helpers"."joined_via" in ('invite_code', 'request', 'host_invite')),
	CONSTRAINT "property_helpers_points_check" CHECK ("property_helpers"."exchange_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"message" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_requests_status_check" CHECK ("stay_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "stay_requests_dates_check" CHECK ("stay_requests"."end_date" > "stay_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"reference_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_terms" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"hours_per_week" integer NOT NULL,
	"days_per_week" integer NOT NULL,
	"provides" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_stay_days" integer NOT NULL,
	"max_stay_days" integer NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	"skills_wanted" text[] DEFAULT '{}'::text[] NOT NULL,
	"screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreement_clauses" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_chore_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_terms_days_check" CHECK ("exchange_terms"."days_per_week" between 1 and 7),
	CONSTRAINT "exchange_terms_hours_check" CHECK ("exchange_terms"."hours_per_week" > 0),
	CONSTRAINT "exchange_terms_stay_check" CHECK ("exchange_terms"."min_stay_days" >= 1 and "exchange_terms"."max_stay_days" >= "exchange_terms"."min_stay_days"),
	CONSTRAINT "exchange_terms_window_check" CHECK ("exchange_terms"."available_to" >= "exchange_terms"."available_from"),
	CONSTRAINT "exchange_terms_points_check" CHECK ("exchange_terms"."default_chore_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"region" text,
	"country" text NOT NULL,
	"postal_code" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"house_rules" text,
	"helpers_wanted" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"invite_code" text NOT NULL,
	"listed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_inviteCode_unique" UNIQUE("invite_code"),
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('house', 'farm', 'guesthouse', 'hostel', 'boat', 'other')),
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('draft', 'listed', 'paused')),
	CONSTRAINT "properties_helpers_wanted_check" CHECK ("properties"."helpers_wanted" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_helpers" ADD CONSTRAINT "property_helpers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_helpers" ADD CONSTRAINT "property_helpers_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_terms" ADD CONSTRAINT "exchange_terms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_invitations_property_idx" ON "host_invitations" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_helpers_helper_idx" ON "property_helpers" USING btree ("helper_id","status");--> statement-breakpoint
CREATE INDEX "property_helpers_property_status_idx" ON "property_helpers" USING btree ("property_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_requests_one_pending_idx" ON "stay_requests" USING btree ("property_id","helper_id") WHERE "stay_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "stay_requests_property_idx" ON "stay_requests" USING btree ("property_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stay_requests_helper_idx" ON "stay_requests" USING btree ("helper_id","status");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_terms_provides_idx" ON "exchange_terms" USING gin ("provides");--> statement-breakpoint
CREATE INDEX "exchange_terms_window_idx" ON "exchange_terms" USING btree ("available_from","available_to");--> statement-breakpoint
CREATE INDEX "properties_host_idx" ON "properties" USING btree ("host_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_listed_recent_idx" ON "properties" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "properties_listed_country_idx" ON "properties" USING btree ("country","listed_at" DESC NULLS LAST) WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "properties_listed_city_idx" ON "properties" USING btree (lower("city")) WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "properties_listed_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "property_photos_one_cover_idx" ON "property_photos" USING btree ("property_id") WHERE "property_photos"."is_cover";