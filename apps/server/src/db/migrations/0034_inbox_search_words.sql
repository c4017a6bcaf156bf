-- The chat inbox's search by the start of words (issue 25 §1): a message's words and an instructor's name and ADI
-- number, each a GIN index on its to_tsvector('simple', ...), which the planner prices from the words' statistics,
-- written at once (fastupdate off: no pending list for every search to read until a vacuum, which PGlite never runs).
-- They replace the trigram index of migration 0032 (nothing else used it); the pg_trgm extension stays, as 0032
-- creates it on every fresh database. drizzle-kit generated the statements.
DROP INDEX "messages_body_trgm_idx";--> statement-breakpoint
CREATE INDEX "instructors_words_idx" ON "instructors" USING gin (to_tsvector('simple', "sort_first_name" || ' ' || "sort_last_name" || ' ' || "adi_number")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "messages_body_words_idx" ON "messages" USING gin (to_tsvector('simple', "body")) WITH (fastupdate=false);