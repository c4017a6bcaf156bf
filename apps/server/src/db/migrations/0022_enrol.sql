ALTER TABLE "onboarding_events" DROP CONSTRAINT "onboarding_events_kind_check";--> statement-breakpoint
ALTER TABLE "franchise_agreements" ADD COLUMN "proposition_id" uuid;--> statement-breakpoint
ALTER TABLE "franchise_agreements" ADD COLUMN "link_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invitation_token_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "franchise_agreements" ADD CONSTRAINT "franchise_agreements_proposition_id_propositions_id_fk" FOREIGN KEY ("proposition_id") REFERENCES "public"."propositions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitation_token_key" ON "staff" USING btree ("invitation_token_hash");--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_kind_check" CHECK ("onboarding_events"."kind" in ('Verified','VerificationFailed','DetailsUpdated','BankDetailsSaved','DocumentViewed','DocumentAccepted','AgreementAccepted','LinkSent','LinkExpired'));