CREATE TABLE "additional_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"full_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"to_date" date,
	CONSTRAINT "certifications_type_check" CHECK ("certifications"."type" in ('ADIBadge','DBS','PDIBadge','QEF','ROSPA','Provisional','Full','StandardsCheck','Diamond','IAM','HiTech','PublicLiability'))
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"agreement_id" uuid,
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"expiry" date,
	"uploaded_at" timestamp with time zone,
	"uploaded_by" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('APPROVED','REJECTED','OUTSTANDING','FOR_APPROVAL')),
	CONSTRAINT "documents_owner_check" CHECK ("documents"."owner" in ('Customer','Franchise'))
);
--> statement-breakpoint
CREATE TABLE "instructor_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"agreement_name" text NOT NULL,
	"active" boolean NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date
);
--> statement-breakpoint
CREATE TABLE "instructor_details" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"driving_licence_number" text,
	"driving_licence_valid_to" date,
	"business_name" text,
	"business_email" text,
	"vat_number" text
);
--> statement-breakpoint
CREATE TABLE "insurance_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "insurances_vehicle_key" UNIQUE("vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "mileage_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "mileage_readings_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" uuid NOT NULL,
	"capture_date" timestamp with time zone NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "mileage_readings_value_check" CHECK ("mileage_readings"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"assignment_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"specification" text,
	"transmission_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	"vehicle_type" text DEFAULT 'Business' NOT NULL,
	CONSTRAINT "vehicles_transmission_check" CHECK ("vehicles"."transmission_type" in ('Manual','Automatic')),
	CONSTRAINT "vehicles_fuel_check" CHECK ("vehicles"."fuel_type" in ('Petrol','Diesel','Hybrid','Electric')),
	CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."vehicle_type" in ('Business','Personal'))
);
--> statement-breakpoint
CREATE TABLE "franchise_agreement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"blob_key" text,
	"sha256" text,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_version" integer,
	"accepted_sha256" text,
	CONSTRAINT "franchise_agreement_documents_kind_check" CHECK ("franchise_agreement_documents"."kind" in ('PreContractInformation','DriverHandbook','ServiceIntervals','FranchiseAgreement'))
);
--> statement-breakpoint
CREATE TABLE "franchise_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"franchise_name" text NOT NULL,
	"franchise_type" text NOT NULL,
	"duration_months" integer NOT NULL,
	"lead_type" text NOT NULL,
	"start_date" date NOT NULL,
	"payment_type" text NOT NULL,
	"payment_terms" text NOT NULL,
	"total_payable_pence" integer NOT NULL,
	"weekly_payment_pence" integer NOT NULL,
	"course_instalments" integer,
	"status" text DEFAULT 'Offered' NOT NULL,
	"verify_failures" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_from" text,
	"instructor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_agreements_brand_check" CHECK ("franchise_agreements"."brand" in ('AADS','BSM')),
	CONSTRAINT "franchise_agreements_type_check" CHECK ("franchise_agreements"."franchise_type" in ('Full','PartnerLite','Solo','Trainee','ThirdParty','Dit','Motability')),
	CONSTRAINT "franchise_agreements_status_check" CHECK ("franchise_agreements"."status" in ('Offered','Accepted'))
);
--> statement-breakpoint
CREATE TABLE "franchise_bank_details" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_address" text NOT NULL,
	"mobile_number" text NOT NULL,
	"address_line1" text NOT NULL,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"adi_number" text NOT NULL,
	"channel" text DEFAULT 'Email' NOT NULL,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"marketing_phone" boolean DEFAULT false NOT NULL,
	"marketing_post" boolean DEFAULT false NOT NULL,
	"reminder_sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_leads_title_check" CHECK ("franchise_leads"."title" is null or "franchise_leads"."title" in ('Mr','Miss','Mrs','Ms','Mx'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_kind" text,
	"document_version" integer,
	"sha256" text,
	"documents" jsonb,
	"at" timestamp with time zone NOT NULL,
	"address" text,
	"user_agent" text,
	CONSTRAINT "onboarding_events_kind_check" CHECK ("onboarding_events"."kind" in ('Verified','VerificationFailed','DetailsUpdated','BankDetailsSaved','DocumentViewed','DocumentAccepted','AgreementAccepted')),
	CONSTRAINT "onboarding_events_document_kind_check" CHECK ("onboarding_events"."document_kind" is null or "onboarding_events"."document_kind" in ('PreContractInformation','DriverHandbook','ServiceIntervals','FranchiseAgreement'))
);
--> statement-breakpoint
CREATE TABLE "bio_allowances" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_profile_awards" (
	"instructor_id" uuid NOT NULL,
	"award" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_profile_awards_instructor_id_award_pk" PRIMARY KEY("instructor_id","award"),
	CONSTRAINT "business_profile_awards_award_check" CHECK ("business_profile_awards"."award" in ('CLEAR_COMMUNICATOR','CONFIDENCE_BUILDER','PERFECT_FOR_BEGINNERS','ABOVE_AND_BEYOND','DEVELOPMENT_FOCUSED','CALM_UNDER_PRESSURE','PATIENT_AND_UNDERSTANDING','SUPPORTIVE','FLEXIBLE_AND_PUNCTUAL','FRIENDLY_AND_POLITE')),
	CONSTRAINT "business_profile_awards_count_check" CHECK ("business_profile_awards"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_saved_at" timestamp with time zone NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "additional_drivers" ADD CONSTRAINT "additional_drivers_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agreement_id_instructor_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."instructor_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_agreements" ADD CONSTRAINT "instructor_agreements_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_details" ADD CONSTRAINT "instructor_details_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_history" ADD CONSTRAINT "insurance_history_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_history" ADD CONSTRAINT "insurance_history_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurances" ADD CONSTRAINT "insurances_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurances" ADD CONSTRAINT "insurances_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_agreement_documents" ADD CONSTRAINT "franchise_agreement_documents_agreement_id_franchise_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."franchise_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_agreements" ADD CONSTRAINT "franchise_agreements_lead_id_franchise_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."franchise_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_agreements" ADD CONSTRAINT "franchise_agreements_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_bank_details" ADD CONSTRAINT "franchise_bank_details_lead_id_franchise_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."franchise_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_agreement_id_franchise_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."franchise_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bio_allowances" ADD CONSTRAINT "bio_allowances_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profile_awards" ADD CONSTRAINT "business_profile_awards_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_drivers_instructor_idx" ON "additional_drivers" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "certifications_instructor_idx" ON "certifications" USING btree ("instructor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_version_key" ON "document_files" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "documents_instructor_idx" ON "documents" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "documents_agreement_idx" ON "documents" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "instructor_agreements_instructor_idx" ON "instructor_agreements" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "insurance_history_vehicle_idx" ON "insurance_history" USING btree ("vehicle_id","recorded_at");--> statement-breakpoint
CREATE INDEX "mileage_readings_vehicle_idx" ON "mileage_readings" USING btree ("vehicle_id","capture_date");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_instructor_idx" ON "vehicle_assignments" USING btree ("instructor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_assignments_vehicle_key" ON "vehicle_assignments" USING btree ("instructor_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_key" ON "vehicles" USING btree ("registration");--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_agreement_documents_kind_key" ON "franchise_agreement_documents" USING btree ("agreement_id","kind");--> statement-breakpoint
CREATE INDEX "franchise_agreements_lead_idx" ON "franchise_agreements" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "onboarding_events_agreement_idx" ON "onboarding_events" USING btree ("agreement_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_profiles_slug_key" ON "business_profiles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "business_profiles_unpublished_idx" ON "business_profiles" USING btree ("draft_saved_at") WHERE "business_profiles"."published_at" is null or "business_profiles"."published_at" < "business_profiles"."draft_saved_at";