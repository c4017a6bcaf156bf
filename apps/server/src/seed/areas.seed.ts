import type { ProductCategory } from '@portal/domain/learners';
import { sql } from 'drizzle-orm';
import { regionDiscounts, regionDistricts, regionPrices, regionSectors, regions } from '../db/schema/index.ts';
import { db } from '../db/unit-of-work.ts';
import { coverDistricts } from '../features/areas/index.ts';
import { franchiseIdFor } from './foundation.seed.ts';
import { seedId } from './seed-id.ts';

/** A Postgres array literal of plain codes and ids (no quotes or commas in them). */
const toArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** 'LS1-29' -> LS1 ... LS29; 'M1-9 M11-35 M38' -> the lot. */
const expand = (spec: string): string[] =>
  spec.split(' ').flatMap((part) => {
    const match = /^([A-Z]+)(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) throw new Error(`bad district range ${part}`);
    const [, letters, from, to] = match;
    const last = Number(to ?? from);
    return Array.from({ length: last - Number(from) + 1 }, (_, i) => `${letters}${Number(from) + i}`);
  });

/** Real regions and their real postcode districts (enough for the search to feel real); `discounts` off for some. */
const seedRegions: Array<{ code: string; name: string; districts: string; level: number; discounts: boolean }> = [
  { code: 'B', name: 'Birmingham', districts: 'B1-38 B40 B42-50', level: 100, discounts: true },
  { code: 'BD', name: 'Bradford', districts: 'BD1-24', level: -100, discounts: true },
  { code: 'CF', name: 'Cardiff', districts: 'CF3 CF5 CF10-11 CF14-15 CF23-24', level: 0, discounts: false },
  { code: 'G', name: 'Glasgow', districts: 'G1-5 G11-15 G20-23 G31-34 G40-46 G51-53', level: 0, discounts: false },
  { code: 'L', name: 'Liverpool', districts: 'L1-40', level: 0, discounts: true },
  { code: 'LE', name: 'Leicester', districts: 'LE1-19', level: -50, discounts: true },
  { code: 'LS', name: 'Leeds', districts: 'LS1-29', level: 0, discounts: true },
  { code: 'M', name: 'Manchester', districts: 'M1-9 M11-35 M38 M40-41 M43-46 M50', level: 150, discounts: true },
  { code: 'NE', name: 'Newcastle upon Tyne', districts: 'NE1-13 NE15-16', level: -100, discounts: true },
  { code: 'NG', name: 'Nottingham', districts: 'NG1-25', level: 0, discounts: true },
  { code: 'S', name: 'Sheffield', districts: 'S1-14 S17 S20-21 S25-26 S35-36', level: -50, discounts: true },
  { code: 'WF', name: 'Wakefield', districts: 'WF1-17', level: -100, discounts: false },
];

/**
 * Sectors: the real ones of the demo districts; elsewhere sectors 1 to 4 (close to most districts, not exact:
 * the seed has no sector file).
 */
const knownSectors: Record<string, string> = {
  LS1: '1 2 3 4 5 6 7',
  LS2: '7 8 9',
  LS3: '1',
  LS4: '2',
  LS5: '3',
  LS6: '1 2 3 4',
  LS7: '1 2 3 4',
  LS8: '1 2 3 4 5',
  LS16: '5 6 7 8 9',
  M1: '1 2 3 4 5 6 7',
  M2: '2 3 4 5 6 7',
  M4: '1 2 3 4 5 6 7',
  M14: '4 5 6 7',
  M20: '1 2 3 4 5 6',
  LE1: '1 3 4 5 6 7',
  LE2: '0 1 2 3 4 5 6 7 8 9',
  LE3: '0 1 2 3 5 6 8 9',
  LE4: '0 1 2 4 5 6 7 8 9',
  LE5: '0 1 2 3 4 5 6',
};

/** Per hour, pence: recommended, minimum, maximum; a region's level moves all three. */
const basePrices: Record<ProductCategory, [number, number, number]> = {
  PreTest: [3600, 2800, 4500],
  PostTest: [3800, 3000, 4800],
  DitCar: [4500, 3500, 6000],
  DitClassroom: [3000, 2000, 4000],
  Motability: [3400, 3000, 4000],
};

const discountsOf = (code: string) => [
  {
    id: seedId(`discount:${code}:block`),
    name: 'Block booking',
    discountType: 'ExistingLearner' as const,
    valueType: 'Percentage' as const,
    value: 5,
    description: '5% off every lesson for a learner who books 10 hours at once.',
  },
  {
    id: seedId(`discount:${code}:first`),
    name: 'First lessons offer',
    discountType: 'NewLearner' as const,
    valueType: 'Hourly' as const,
    value: 500,
    description: "£5.00 off each of a new learner's first two hours.",
  },
];

const seedRegionRows = async () => {
  await db
    .insert(regions)
    .values(seedRegions.map((r) => ({ id: seedId(`region:${r.code}`), code: r.code, name: r.name })));
  const districts = seedRegions.flatMap((r) =>
    expand(r.districts).map((code) => ({ id: seedId(`district:${code}`), regionId: seedId(`region:${r.code}`), code })),
  );
  await db.insert(regionDistricts).values(districts);
  const sectors = districts.flatMap((d) =>
    (knownSectors[d.code] ?? '1 2 3 4').split(' ').map((n) => ({
      id: seedId(`sector:${d.code} ${n}`),
      districtId: d.id,
      code: `${d.code} ${n}`,
    })),
  );
  // One statement with three array parameters: ~1,300 rows as values() would be ~4,000 parameters to parse.
  await db.execute(sql`insert into ${regionSectors} (id, district_id, code)
    select * from unnest(${toArray(sectors.map((x) => x.id))}::uuid[], ${toArray(sectors.map((x) => x.districtId))}::uuid[],
      ${toArray(sectors.map((x) => x.code))}::text[])`);
  await db.insert(regionPrices).values(
    seedRegions.flatMap((r) =>
      Object.entries(basePrices).map(([category, [recommended, min, max]]) => ({
        id: seedId(`region-price:${r.code}:${category}`),
        regionId: seedId(`region:${r.code}`),
        productCategory: category as ProductCategory,
        recommendedPence: recommended + r.level,
        minPence: min + r.level,
        maxPence: max + r.level,
      })),
    ),
  );
  await db
    .insert(regionDiscounts)
    .values(
      seedRegions
        .filter((r) => r.discounts)
        .flatMap((r) => discountsOf(r.code).map((d) => ({ ...d, regionId: seedId(`region:${r.code}`) }))),
    );
};

/** The demo instructors' areas: every seeded learner's pickup postcode is covered (LS16 9 left out, to show it). */
const seedAreas: Array<{ adi: string; franchise: string; districts: string; optOuts?: string[]; preTest?: number }> = [
  { adi: '100001', franchise: 'aa-full-manual', districts: 'LS1-8 LS16', optOuts: ['LS16 9'], preTest: 3750 },
  { adi: '100002', franchise: 'aa-full-manual', districts: 'M1-2 M4 M14 M20', preTest: 3800 },
  { adi: '100002', franchise: 'bsm-full-manual', districts: 'M1-2 M4 M14 M20', preTest: 3850 },
  { adi: '100006', franchise: 'aa-dit', districts: 'LE1-5' },
  { adi: '100006', franchise: 'aa-motability', districts: 'LE1-5' },
];

/** Regions with their districts, sectors, pricing and discounts; the demo instructors' areas. */
export const seedAreasAndPrices = async (): Promise<void> => {
  await seedRegionRows();
  for (const area of seedAreas) {
    const franchiseId = franchiseIdFor(area.adi, area.franchise);
    await coverDistricts({
      franchiseId,
      districts: expand(area.districts),
      sectorOptOuts: area.optOuts,
      prices: area.preTest ? { PreTest: area.preTest } : undefined,
      discountNames: ['First lessons offer'],
      idFor: (code) => seedId(`coverage:${franchiseId}:${code}`),
    });
  }
};
