-- The chat inbox's text search (ILIKE '%text%' on every message) served by trigrams. drizzle-kit generated the index;
-- the extension it needs is created first (PGlite loads pg_trgm too: pgliteExtensions in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "messages_body_trgm_idx" ON "messages" USING gin ("body" gin_trgm_ops);