CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_version_key" UNIQUE("property_id","helper_id","version"),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('sent', 'signed', 'approved', 'changes_requested', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "helper_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_needs_kind_check" CHECK ("helper_needs"."kind" in ('diet', 'allergies', 'accessibility', 'arrival', 'other'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_acknowledgements_key" UNIQUE("item_id","helper_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"group" text NOT NULL,
	"points" integer NOT NULL,
	"estimated_minutes" integer,
	"due_at" timestamp with time zone,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"recurrence_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"assignee_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"taken_by" uuid,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submission_note" text,
	"submission_photo_key" text,
	"minutes_spent" integer,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"previous_id" uuid,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chores_previous_key" UNIQUE("previous_id"),
	CONSTRAINT "chores_status_check" CHECK ("chores"."status" in ('open', 'in_progress', 'submitted', 'approved', 'cancelled')),
	CONSTRAINT "chores_recurrence_check" CHECK ("chores"."recurrence" in ('none', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "chores_points_check" CHECK ("chores"."points" between 0 and 100000),
	CONSTRAINT "chores_minutes_check" CHECK ("chores"."minutes_spent" is null or "chores"."minutes_spent" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"helper_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_reference_key" UNIQUE("reason","reference_id"),
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('chore_approved', 'bonus', 'reward_redeemed', 'adjustment')),
	CONSTRAINT "points_ledger_amount_check" CHECK ("points_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"cost" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_status_check" CHECK ("reward_redemptions"."status" in ('pending', 'fulfilled', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cost" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_cost_check" CHECK ("rewards"."cost" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "weekly_hours_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_hours_alerts_key" UNIQUE("property_id","helper_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"email_delay_minutes" integer DEFAULT 15 NOT NULL,
	"email_muted_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_delay_check" CHECK ("notification_preferences"."email_delay_minutes" between 1 and 10080)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"helper_id" uuid NOT NULL,
	"last_message_text" text,
	"last_message_time" timestamp with time zone,
	"host_unread_count" integer DEFAULT 0 NOT NULL,
	"helper_unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_property_helper_key" UNIQUE("property_id","helper_id"),
	CONSTRAINT "conversations_unread_check" CHECK ("conversations"."host_unread_count" >= 0 and "conversations"."helper_unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"content" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"status_type" text,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'system')),
	CONSTRAINT "messages_content_length_check" CHECK (char_length("messages"."content") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "realtime_payloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_needs" ADD CONSTRAINT "helper_needs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_needs" ADD CONSTRAINT "helper_needs_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_acknowledgements" ADD CONSTRAINT "onboarding_acknowledgements_item_id_onboarding_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."onboarding_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_acknowledgements" ADD CONSTRAINT "onboarding_acknowledgements_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_items" ADD CONSTRAINT "onboarding_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours_alerts" ADD CONSTRAINT "weekly_hours_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours_alerts" ADD CONSTRAINT "weekly_hours_alerts_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_helper_idx" ON "agreements" USING btree ("helper_id","status");--> statement-breakpoint
CREATE INDEX "helper_needs_member_idx" ON "helper_needs" USING btree ("property_id","helper_id");--> statement-breakpoint
CREATE INDEX "onboarding_items_property_idx" ON "onboarding_items" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "chores_property_status_idx" ON "chores" USING btree ("property_id","status","due_at");--> statement-breakpoint
CREATE INDEX "chores_assignee_idx" ON "chores" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "chores_taken_by_idx" ON "chores" USING btree ("taken_by","status");--> statement-breakpoint
CREATE INDEX "points_ledger_helper_idx" ON "points_ledger" USING btree ("helper_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_ledger_property_idx" ON "points_ledger" USING btree ("property_id","helper_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_helper_idx" ON "reward_redemptions" USING btree ("helper_id","status");--> statement-breakpoint
CREATE INDEX "reward_redemptions_property_idx" ON "reward_redemptions" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "rewards_property_idx" ON "rewards" USING btree ("property_id","active");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "conversations_host_recent_idx" ON "conversations" USING btree ("host_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_helper_recent_idx" ON "conversations" USING btree ("helper_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");
--> statement-breakpoint
-- A signed agreement version is never edited (issue 9): terms never change
-- after insert (a change is a new version), and once signed the helper's
-- answers and signature are fixed (re-signing after "changes requested" is a
-- new version too). Status and review fields may still move.
CREATE FUNCTION homestay_agreement_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.terms IS DISTINCT FROM OLD.terms
     OR NEW.property_id IS DISTINCT FROM OLD.property_id
     OR NEW.helper_id IS DISTINCT FROM OLD.helper_id
     OR NEW.version IS DISTINCT FROM OLD.version THEN
    RAISE EXCEPTION 'agreement % version % is immutable', OLD.id, OLD.version
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.signed_at IS NOT NULL AND (
       NEW.answers IS DISTINCT FROM OLD.answers
       OR NEW.signed_name IS DISTINCT FROM OLD.signed_name
       OR NEW.signed_at IS DISTINCT FROM OLD.signed_at) THEN
    RAISE EXCEPTION 'agreement % version % is signed and cannot be edited', OLD.id, OLD.version
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER agreements_immutable BEFORE UPDATE ON agreements
  FOR EACH ROW EXECUTE FUNCTION homestay_agreement_immutable();--> statement-breakpoint

-- The points ledger is append-only (issue 8).
CREATE FUNCTION homestay_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION homestay_ledger_append_only();--> statement-breakpoint

-- A signed-out, revoked or deleted session closes its realtime sockets at
-- once (issue 6): whatever deletes the row (sign-out, revoke, password reset),
-- every server process hears it on the realtime channel after commit.
CREATE FUNCTION homestay_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homestay_realtime', json_build_object('sessionEnded', OLD.id)::text);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION homestay_session_ended();
