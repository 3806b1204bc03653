DROP INDEX "stay_requests_property_idx";--> statement-breakpoint
DROP INDEX "notifications_user_recent_idx";--> statement-breakpoint
DROP INDEX "properties_host_idx";--> statement-breakpoint
DROP INDEX "properties_listed_recent_idx";--> statement-breakpoint
DROP INDEX "properties_listed_country_idx";--> statement-breakpoint
DROP INDEX "properties_listed_search_idx";--> statement-breakpoint
CREATE INDEX "stay_requests_property_idx" ON "stay_requests" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_host_idx" ON "properties" USING btree ("host_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_listed_recent_idx" ON "properties" USING btree ("listed_at","id") WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "properties_listed_country_idx" ON "properties" USING btree ("country","listed_at","id") WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "properties_listed_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "properties"."status" = 'listed';