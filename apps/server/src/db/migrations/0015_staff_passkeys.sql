CREATE TABLE "staff_passkey_registrations" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_passkeys" ALTER COLUMN "counter" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_passkey_registrations" ADD CONSTRAINT "staff_passkey_registrations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;