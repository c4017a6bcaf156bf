CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_brand_check" CHECK ("posts"."brand" in ('AADS','BSM')),
	CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('NEWS','TECH')),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('Draft','Live','Removed'))
);
--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("status","brand","type","published_at" DESC NULLS LAST);