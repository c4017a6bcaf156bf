import { discountTypes, discountValueTypes } from '@portal/domain/areas';
import { productCategories } from '@portal/domain/learners';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { propositionAllocations } from './instructors.ts';

/** A region the school sells lessons in ('LS', 'Leeds'), with its postcode districts. */
export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_code_key').on(t.code)],
);

/** A postcode district ('LS6') of a region; each district belongs to one region. */
export const regionDistricts = pgTable(
  'region_districts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('region_districts_code_key').on(t.code),
    index('region_districts_region_idx').on(t.regionId),
    check('region_districts_code_check', sql`${t.code} ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$'`),
  ],
);

/** A postcode sector ('LS6 2') of a district. */
export const regionSectors = pgTable(
  'region_sectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => regionDistricts.id),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('region_sectors_code_key').on(t.code), index('region_sectors_district_idx').on(t.districtId)],
);

/** A region's price bounds per product category, per hour in pence. */
export const regionPrices = pgTable(
  'region_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    productCategory: text('product_category', { enum: productCategories }).notNull(),
    recommendedPence: integer('recommended_pence').notNull(),
    minPence: integer('min_pence').notNull(),
    maxPence: integer('max_pence').notNull(),
  },
  (t) => [
    uniqueIndex('region_prices_category_key').on(t.regionId, t.productCategory),
    check('region_prices_category_check', isOneOf(t.productCategory, productCategories)),
    check(
      'region_prices_bounds_check',
      sql`${t.minPence} > 0 and ${t.minPence} <= ${t.recommendedPence} and ${t.recommendedPence} <= ${t.maxPence}`,
    ),
  ],
);

/** A discount an instructor may opt in to in a region; value is a whole percentage or pence per hour. */
export const regionDiscounts = pgTable(
  'region_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    valueType: text('value_type', { enum: discountValueTypes }).notNull(),
    value: integer('value').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    index('region_discounts_region_idx').on(t.regionId),
    check('region_discounts_type_check', isOneOf(t.discountType, discountTypes)),
    check('region_discounts_value_type_check', isOneOf(t.valueType, discountValueTypes)),
  ],
);

/** An area a franchise covers: one region, at most once per franchise. */
export const areaCoverages = pgTable(
  'area_coverages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propositionAllocationId: uuid('proposition_allocation_id')
      .notNull()
      .references(() => propositionAllocations.id),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('area_coverages_franchise_region_key').on(t.propositionAllocationId, t.regionId)],
);

/** The districts an area opts in to. */
export const coverageDistricts = pgTable(
  'coverage_districts',
  {
    coverageId: uuid('coverage_id')
      .notNull()
      .references(() => areaCoverages.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => regionDistricts.id),
  },
  // By district too: the office finds who covers a postcode (allocation suggestions) at 3,000 instructors.
  (t) => [
    primaryKey({ columns: [t.coverageId, t.districtId] }),
    index('coverage_districts_district_idx').on(t.districtId),
  ],
);

/** The sectors of opted-in districts an area leaves out. */
export const coverageSectorOptOuts = pgTable(
  'coverage_sector_opt_outs',
  {
    coverageId: uuid('coverage_id')
      .notNull()
      .references(() => areaCoverages.id, { onDelete: 'cascade' }),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => regionSectors.id),
  },
  (t) => [primaryKey({ columns: [t.coverageId, t.sectorId] })],
);

/** The instructor's hourly price per product category in an area, pence. */
export const coveragePrices = pgTable(
  'coverage_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverageId: uuid('coverage_id')
      .notNull()
      .references(() => areaCoverages.id, { onDelete: 'cascade' }),
    productCategory: text('product_category', { enum: productCategories }).notNull(),
    pricePence: integer('price_pence').notNull(),
  },
  (t) => [
    uniqueIndex('coverage_prices_category_key').on(t.coverageId, t.productCategory),
    check('coverage_prices_category_check', isOneOf(t.productCategory, productCategories)),
    check('coverage_prices_price_check', sql`${t.pricePence} > 0 and ${t.pricePence} % 25 = 0`),
  ],
);

/** The region discounts an area opts in to. */
export const coverageDiscounts = pgTable(
  'coverage_discounts',
  {
    coverageId: uuid('coverage_id')
      .notNull()
      .references(() => areaCoverages.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => regionDiscounts.id),
  },
  (t) => [primaryKey({ columns: [t.coverageId, t.discountId] })],
);
