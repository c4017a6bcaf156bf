CREATE TABLE "auth_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"instructor_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_challenges_kind_check" CHECK ("auth_challenges"."kind" in ('sign_in','reset'))
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"adi_key" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"adi_number" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"fran_free_days_balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructors_status_check" CHECK ("instructors"."status" in ('Active','Inactive','Deleted','Lead','Pending'))
);
--> statement-breakpoint
CREATE TABLE "proposition_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"proposition_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date
);
--> statement-breakpoint
CREATE TABLE "propositions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"transmission" text DEFAULT 'Manual' NOT NULL,
	"price_including_vat_pence" integer NOT NULL,
	"price_excluding_vat_pence" integer NOT NULL,
	"price_frequency" text DEFAULT 'Weekly' NOT NULL,
	CONSTRAINT "propositions_type_check" CHECK ("propositions"."type" in ('Full','PartnerLite','Solo','Trainee','ThirdParty','Dit','Motability')),
	CONSTRAINT "propositions_brand_check" CHECK ("propositions"."brand" in ('AADS','BSM')),
	CONSTRAINT "propositions_transmission_check" CHECK ("propositions"."transmission" in ('Manual','Automatic')),
	CONSTRAINT "propositions_frequency_check" CHECK ("propositions"."price_frequency" in ('OneTime','Daily','Weekly','Monthly'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"email_address" text,
	"mobile_number" text,
	"landline_number" text,
	"address_line1" text,
	"address_line2" text,
	"town" text,
	"county" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_title_check" CHECK ("people"."title" is null or "people"."title" in ('Dr','Master','Mr','Miss','Mrs','Ms','Mx'))
);
--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposition_allocations" ADD CONSTRAINT "proposition_allocations_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposition_allocations" ADD CONSTRAINT "proposition_allocations_proposition_id_propositions_id_fk" FOREIGN KEY ("proposition_id") REFERENCES "public"."propositions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_challenges_instructor_idx" ON "auth_challenges" USING btree ("instructor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_instructor_idx" ON "sessions" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instructors_adi_number_key" ON "instructors" USING btree ("adi_number");--> statement-breakpoint
CREATE UNIQUE INDEX "instructors_person_id_key" ON "instructors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "proposition_allocations_instructor_idx" ON "proposition_allocations" USING btree ("instructor_id");