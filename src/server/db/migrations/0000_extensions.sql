-- Extensions the schema relies on: trigram indexes for listing search, and
-- gen_random_uuid() (core since PostgreSQL 13, pgcrypto kept for digest()).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pgcrypto;
