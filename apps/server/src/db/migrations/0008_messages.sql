CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instructor_id" uuid NOT NULL,
	"from_code" integer NOT NULL,
	"agent_name" text,
	"body" text NOT NULL,
	"service_message" boolean DEFAULT false NOT NULL,
	"client_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_sender_check" CHECK (("messages"."from_code" = 1) = ("messages"."agent_name" is null) and "messages"."from_code" > 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_instructor_seq_idx" ON "messages" USING btree ("instructor_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("instructor_id","client_key");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("instructor_id") WHERE "messages"."read_at" is null;