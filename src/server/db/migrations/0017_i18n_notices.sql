ALTER TABLE "messages" ADD COLUMN "notice" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice" jsonb;