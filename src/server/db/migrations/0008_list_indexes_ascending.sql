DROP INDEX "points_ledger_helper_idx";--> statement-breakpoint
DROP INDEX "conversations_host_recent_idx";--> statement-breakpoint
DROP INDEX "conversations_helper_recent_idx";--> statement-breakpoint
CREATE INDEX "points_ledger_helper_idx" ON "points_ledger" USING btree ("helper_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_host_recent_idx" ON "conversations" USING btree ("host_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "conversations_helper_recent_idx" ON "conversations" USING btree ("helper_id","updated_at","id");