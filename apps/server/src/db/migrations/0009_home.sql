CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"proposition_allocation_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"description" text NOT NULL,
	"value_pence" integer NOT NULL,
	"value_ex_vat_pence" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_on" date,
	"pdf_available" boolean DEFAULT true NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_value_check" CHECK ("invoices"."value_pence" >= "invoices"."value_ex_vat_pence" and "invoices"."value_ex_vat_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"proposition_allocation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"entry_date" date NOT NULL,
	"value_pence" integer NOT NULL,
	"value_ex_vat_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('Setup','Purchase','Refund','Invoice','ReallocationTransferOut','ReallocationTransferIn','Reallocation','AccountCleardown'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_instructor_date_idx" ON "invoices" USING btree ("instructor_id","invoice_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_instructor_date_idx" ON "ledger_entries" USING btree ("instructor_id","entry_date");