CREATE TABLE "area_coverages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposition_allocation_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_discounts" (
	"coverage_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	CONSTRAINT "coverage_discounts_coverage_id_discount_id_pk" PRIMARY KEY("coverage_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "coverage_districts" (
	"coverage_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	CONSTRAINT "coverage_districts_coverage_id_district_id_pk" PRIMARY KEY("coverage_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "coverage_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coverage_id" uuid NOT NULL,
	"product_category" text NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "coverage_prices_category_check" CHECK ("coverage_prices"."product_category" in ('PreTest','PostTest','DitCar','DitClassroom','Motability')),
	CONSTRAINT "coverage_prices_price_check" CHECK ("coverage_prices"."price_pence" > 0 and "coverage_prices"."price_pence" % 25 = 0)
);
--> statement-breakpoint
CREATE TABLE "coverage_sector_opt_outs" (
	"coverage_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	CONSTRAINT "coverage_sector_opt_outs_coverage_id_sector_id_pk" PRIMARY KEY("coverage_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "region_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "region_discounts_type_check" CHECK ("region_discounts"."discount_type" in ('ExistingLearner','NewLearner')),
	CONSTRAINT "region_discounts_value_type_check" CHECK ("region_discounts"."value_type" in ('Percentage','Hourly'))
);
--> statement-breakpoint
CREATE TABLE "region_districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "region_districts_code_check" CHECK ("region_districts"."code" ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$')
);
--> statement-breakpoint
CREATE TABLE "region_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"product_category" text NOT NULL,
	"recommended_pence" integer NOT NULL,
	"min_pence" integer NOT NULL,
	"max_pence" integer NOT NULL,
	CONSTRAINT "region_prices_category_check" CHECK ("region_prices"."product_category" in ('PreTest','PostTest','DitCar','DitClassroom','Motability')),
	CONSTRAINT "region_prices_bounds_check" CHECK ("region_prices"."min_pence" > 0 and "region_prices"."min_pence" <= "region_prices"."recommended_pence" and "region_prices"."recommended_pence" <= "region_prices"."max_pence")
);
--> statement-breakpoint
CREATE TABLE "region_sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
DROP TABLE "franchise_covered_districts" CASCADE;--> statement-breakpoint
ALTER TABLE "area_coverages" ADD CONSTRAINT "area_coverages_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_coverages" ADD CONSTRAINT "area_coverages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_discounts" ADD CONSTRAINT "coverage_discounts_coverage_id_area_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."area_coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_discounts" ADD CONSTRAINT "coverage_discounts_discount_id_region_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."region_discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_districts" ADD CONSTRAINT "coverage_districts_coverage_id_area_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."area_coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_districts" ADD CONSTRAINT "coverage_districts_district_id_region_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."region_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_prices" ADD CONSTRAINT "coverage_prices_coverage_id_area_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."area_coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_sector_opt_outs" ADD CONSTRAINT "coverage_sector_opt_outs_coverage_id_area_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."area_coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_sector_opt_outs" ADD CONSTRAINT "coverage_sector_opt_outs_sector_id_region_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."region_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_discounts" ADD CONSTRAINT "region_discounts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_districts" ADD CONSTRAINT "region_districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_prices" ADD CONSTRAINT "region_prices_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_sectors" ADD CONSTRAINT "region_sectors_district_id_region_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."region_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_coverages_franchise_region_key" ON "area_coverages" USING btree ("proposition_allocation_id","region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_prices_category_key" ON "coverage_prices" USING btree ("coverage_id","product_category");--> statement-breakpoint
CREATE INDEX "region_discounts_region_idx" ON "region_discounts" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_districts_code_key" ON "region_districts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "region_districts_region_idx" ON "region_districts" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_prices_category_key" ON "region_prices" USING btree ("region_id","product_category");--> statement-breakpoint
CREATE UNIQUE INDEX "region_sectors_code_key" ON "region_sectors" USING btree ("code");--> statement-breakpoint
CREATE INDEX "region_sectors_district_idx" ON "region_sectors" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_key" ON "regions" USING btree ("code");