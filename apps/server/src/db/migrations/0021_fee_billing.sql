CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"note_date" date NOT NULL,
	"reason" text NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"gross_pence" integer NOT NULL,
	"issued_by" uuid NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."gross_pence" > 0 and "credit_notes"."net_pence" + "credit_notes"."vat_pence" = "credit_notes"."gross_pence")
);
--> statement-breakpoint
CREATE TABLE "fee_payment_shares" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "fee_payment_shares_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "fee_payment_shares_amount_check" CHECK ("fee_payment_shares"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"method" text NOT NULL,
	"received_on" date NOT NULL,
	"amount_pence" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payments_method_check" CHECK ("fee_payments"."method" in ('BankTransfer','DirectDebit','Card')),
	CONSTRAINT "fee_payments_amount_check" CHECK ("fee_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_shares" ADD CONSTRAINT "fee_payment_shares_payment_id_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_shares" ADD CONSTRAINT "fee_payment_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("note_date");--> statement-breakpoint
CREATE INDEX "fee_payment_shares_invoice_idx" ON "fee_payment_shares" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "fee_payments_instructor_idx" ON "fee_payments" USING btree ("instructor_id","received_on");--> statement-breakpoint
CREATE INDEX "fee_payments_received_idx" ON "fee_payments" USING btree ("received_on");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_franchise_period_key" ON "invoices" USING btree ("proposition_allocation_id","period_start");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_check" CHECK ("invoices"."settled_pence" >= 0 and "invoices"."settled_pence" <= "invoices"."value_pence");--> statement-breakpoint
-- Existing invoices: the week each bills (their date, a Monday), what is settled (a paid one, all of it), and each
-- issuer's series carried on from its highest number.
UPDATE "invoices" SET "period_start" = "invoice_date" WHERE "period_start" IS NULL AND extract(isodow from "invoice_date") = 1;--> statement-breakpoint
UPDATE "invoices" SET "settled_pence" = "value_pence" WHERE "paid";--> statement-breakpoint
INSERT INTO "invoice_series" ("prefix", "last_number")
SELECT substring("invoice_number" from '^(.*-)[0-9]+$'), max(substring("invoice_number" from '([0-9]+)$')::int)
FROM "invoices" WHERE "invoice_number" ~ '^[A-Z]+-[A-Z]+-[0-9]+$'
GROUP BY 1;
