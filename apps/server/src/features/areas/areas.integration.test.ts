import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarInstructor, addLearner, type CalendarInstructor, slot } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';

const START = new Date('2030-01-07T08:00:00Z');

const REGION_FIELDS = `id regionCode regionName
  districts { id districtCode covered sectors { id sectorCode covered } }
  pricing { productCategory { type } recommendedPrice { pence } minPrice { pence } maxPrice { pence } }
  discounts { id discountName discountType valueType value formattedValue optedIn }`;
const COVERAGE_FIELDS = `id lineItemKey region { ${REGION_FIELDS} }
  pricing { price { pence formatted } productCategory { type } } discounts { id discountName }
  numberOfDistricts numberOfCoveredDistricts numberOfDiscountsAvailable numberOfDiscountsApplied`;
const LOOKUP = `query ($term: String!, $propositionId: ID!) {
  regionLookup(term: $term, propositionId: $propositionId) { ${REGION_FIELDS} } }`;
const AREAS = `query ($id: ID!) { instructor(id: $id) { propositions { id coverage { ${COVERAGE_FIELDS} } } } }`;
const CREATE = `mutation ($input: CreateAreaCoverageInput!) { createAreaCoverage(input: $input) { ${COVERAGE_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateAreaCoverageInput!) { updateAreaCoverage(input: $input) { ${COVERAGE_FIELDS} } }`;
const COVERAGE = `query ($id: ID!) { coverage(id: $id) { ${COVERAGE_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteAreaCoverage(id: $id) { affected } }';
const DISCOUNTS = `query ($regionId: ID!, $propositionId: ID!) {
  discounts(regionId: $regionId, propositionId: $propositionId) { id } }`;

type Sector = { id: string; sectorCode: string; covered: boolean };
type District = { id: string; districtCode: string; covered: boolean; sectors: Sector[] };
type Region = {
  id: string;
  regionCode: string;
  regionName: string;
  districts: District[];
  pricing: Array<{ productCategory: { type: string }; minPrice: { pence: number }; maxPrice: { pence: number } }>;
  discounts: Array<{ id: string; discountName: string; optedIn: boolean }>;
};
type Coverage = {
  id: string;
  region: Region;
  pricing: Array<{ price: { pence: number; formatted: string }; productCategory: { type: string } }>;
  discounts: Array<{ id: string }>;
  numberOfDistricts: number;
  numberOfCoveredDistricts: number;
  numberOfDiscountsAvailable: number;
  numberOfDiscountsApplied: number;
};

describeIntegration('areas and prices', { start: START }, (fx) => {
  let t: Fixture;
  let me: CalendarInstructor;
  const lookup = (term: string, propositionId = me.franchiseId) =>
    t.gqlAsViewer<{ regionLookup: Region[] }>(LOOKUP, { term, propositionId });
  const areas = async () =>
    (
      await t.gqlAsViewer<{ instructor: { propositions: Array<{ coverage: Coverage[] }> } }>(AREAS, {
        id: me.instructorId,
      })
    ).data!.instructor.propositions[0]!.coverage;
  const nottingham = async () => (await lookup('NG7')).data!.regionLookup[0]!;
  const district = (region: Region, code: string) => region.districts.find((d) => d.districtCode === code)!;
  const createInput = (region: Region, extra: Record<string, unknown> = {}) => ({
    instructorId: me.instructorId,
    lineItemKey: me.franchiseId,
    regionCodeKey: region.id,
    districtOptIns: [
      { id: district(region, 'NG7').id, sectorOptOuts: [{ id: district(region, 'NG7').sectors[1]!.id }] },
    ],
    discounts: [{ discountId: region.discounts[0]!.id, optIn: true }],
    preTestPrice: 36.5,
    postTestPrice: 38,
    ...extra,
  });
  const availability = async (learnerKey: string) =>
    (
      await t.services.calendar.timeSlotsAvailability(me.viewer, {
        instructorKey: me.instructorId,
        learnerKey,
        timeSlots: [slot('2030-01-08T10:00:00Z')],
      })
    ).map((r) => r.availability);

  beforeAll(() => {
    t = fx();
    me = t.instructor;
  });

  describe('region lookup', () => {
    it('finds regions by one or two letters and by a partial postcode, with districts, sectors and prices', async () => {
      const one = (await lookup('l')).data!.regionLookup.map((r) => r.regionCode);
      expect(one).toEqual(expect.arrayContaining(['L', 'LE']));
      expect(one[0]).toBe('L');
      expect((await lookup('NG')).data!.regionLookup.map((r) => r.regionName)).toEqual(['Nottingham']);
      const [region] = (await lookup('ng7 2')).data!.regionLookup;
      expect(region).toMatchObject({ regionCode: 'NG', regionName: 'Nottingham' });
      expect(region!.districts.map((d) => d.districtCode).slice(0, 3)).toEqual(['NG1', 'NG2', 'NG3']);
      expect(district(region!, 'NG7').sectors.length).toBeGreaterThan(0);
      expect(region!.pricing.map((p) => p.productCategory.type)).toEqual(['PreTest', 'PostTest']);
      expect(region!.discounts.length).toBe(2);
      expect((await lookup('Notting')).data!.regionLookup[0]?.regionCode).toBe('NG');
      expect((await lookup('%')).data!.regionLookup).toEqual([]);
    });

    it('leaves out the regions the franchise covers already', async () => {
      expect((await lookup('LS6')).data!.regionLookup).toEqual([]);
    });

    it('gives NOT_FOUND for a dormant or malformed franchise id, whatever the term', async () => {
      const dormant = await addCalendarInstructor(t.db, { franchises: ['bsm-dormant'], districts: [] });
      for (const term of ['L', 'NG7', '', '%']) {
        await expect(
          t.services.areas.regionLookup(dormant.viewer, { term, propositionId: dormant.franchiseId }),
        ).rejects.toMatchObject({ reason: 'NOT_FOUND' });
        await expect(
          t.services.areas.regionLookup(me.viewer, { term, propositionId: 'not-a-uuid' }),
        ).rejects.toMatchObject({ reason: 'NOT_FOUND' });
      }
    });
  });

  it('adds an area with its districts, opt-outs, prices and discounts, and booking follows it', async () => {
    const learner = await addLearner(t.db, me, { hours: 10, postcode: 'NG7 1AA' });
    const optedOut = await addLearner(t.db, me, { hours: 10, postcode: 'NG7 2RD' });
    expect(await availability(learner)).toEqual(['PostcodeNotCovered']);

    const region = await nottingham();
    const created = await t.gqlAsViewer<{ createAreaCoverage: Coverage }>(CREATE, { input: createInput(region) });
    expect(created.errors).toBeUndefined();
    const area = created.data!.createAreaCoverage;
    expect(area).toMatchObject({
      numberOfDistricts: region.districts.length,
      numberOfCoveredDistricts: 1,
      numberOfDiscountsAvailable: 2,
      numberOfDiscountsApplied: 1,
    });
    expect(area.pricing).toEqual([
      { price: { pence: 3650, formatted: '£36.50' }, productCategory: { type: 'PreTest' } },
      { price: { pence: 3800, formatted: '£38.00' }, productCategory: { type: 'PostTest' } },
    ]);
    expect(district(area.region, 'NG7').sectors.map((s) => s.covered)).toEqual(
      district(region, 'NG7').sectors.map((_, i) => i !== 1),
    );
    expect((await areas()).map((a) => a.region.regionCode)).toEqual(['LS', 'NG']);

    expect(await availability(learner)).toEqual(['Available']);
    expect(await availability(optedOut)).toEqual(['PostcodeNotCovered']);
    await t.services.areas.deleteAreaCoverage(me.viewer, area.id);
    expect(await availability(learner)).toEqual(['PostcodeNotCovered']);
  });

  it('refuses a bad price with the rule message and saves nothing', async () => {
    const region = await nottingham();
    const max = region.pricing[0]!.maxPrice.pence / 100;
    const cases: Array<[number, string]> = [
      [0, 'Price must be greater than 0'],
      [max + 1, `Price cannot be higher than £${max.toFixed(2)}`],
      [12.1, `Price cannot be lower than £${(region.pricing[0]!.minPrice.pence / 100).toFixed(2)}`],
      [36.1, 'Pence value must be a multiple of 25 eg .00, .25, .50, .75'],
      [36.123, 'Please enter a valid price'],
    ];
    for (const [preTestPrice, message] of cases) {
      const answer = await t.gqlAsViewer(CREATE, { input: createInput(region, { preTestPrice }) });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const noDistricts = await t.gqlAsViewer(CREATE, { input: createInput(region, { districtOptIns: [] }) });
    expect(noDistricts.errors?.[0]?.message).toBe('Choose at least one district');
    const leeds = (await areas())[0]!;
    const foreignDistrict = await t.gqlAsViewer(CREATE, {
      input: createInput(region, { districtOptIns: [{ id: leeds.region.districts[0]!.id }] }),
    });
    expect(foreignDistrict.errors?.[0]?.message).toBe('Choose districts of this area only');
    expect((await areas()).map((a) => a.region.regionCode)).toEqual(['LS']);
  });

  it('edits districts, discounts and the PreTest price; a wrong price changes nothing', async () => {
    const [leeds] = await areas();
    const ls9 = district(leeds!.region, 'LS9');
    const ls6 = district(leeds!.region, 'LS6');
    const input = {
      lineItemCoverageId: leeds!.id,
      districtOptIns: [
        { id: ls6.id, sectorOptOuts: [{ id: ls6.sectors[0]!.id, optedOut: true }] },
        { id: ls9.id, covered: true },
        { id: district(leeds!.region, 'LS1').id, covered: false },
      ],
      discounts: [{ discountId: leeds!.region.discounts[0]!.id, optIn: true }],
      preTestPrice: 37.25,
    };
    const bad = await t.gqlAsViewer(UPDATE, { input: { ...input, preTestPrice: 12.1 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    expect((await areas())[0]).toEqual(leeds);

    const saved = (await t.gqlAsViewer<{ updateAreaCoverage: Coverage }>(UPDATE, { input })).data!.updateAreaCoverage;
    expect(saved.region.districts.filter((d) => d.covered).map((d) => d.districtCode)).toEqual(['LS6', 'LS9']);
    expect(district(saved.region, 'LS6').sectors[0]!.covered).toBe(false);
    expect(saved.pricing[0]).toEqual({
      price: { pence: 3725, formatted: '£37.25' },
      productCategory: { type: 'PreTest' },
    });
    expect(saved.numberOfDiscountsApplied).toBe(1);
    const fetched = await t.gqlAsViewer<{ coverage: Coverage }>(COVERAGE, { id: leeds!.id });
    expect(fetched.data!.coverage).toEqual(saved);
  });

  it('refuses a price it would not apply (post-test when editing), with a message, and changes nothing', async () => {
    const [leeds] = await areas();
    const input = {
      lineItemCoverageId: leeds!.id,
      districtOptIns: leeds!.region.districts.filter((d) => d.covered).map((d) => ({ id: d.id, covered: true })),
      discounts: [],
      postTestPrice: 41,
    };
    const answer = await t.gqlAsViewer(UPDATE, { input });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The post-test price is set when the area is added and cannot be changed',
      extensions: { code: 'BAD_USER_INPUT', field: 'postTestPrice' },
    });
    expect((await areas())[0]).toEqual(leeds);
  });

  it('refuses a price on a motability area, adding or editing, and changes nothing', async () => {
    const motability = await addCalendarInstructor(t.db, { franchises: ['aa-motability'], districts: ['LS6'] });
    const cookie = await signIn(t, motability.adiNumber, motability.password);
    const asThem = <T>(query: string, variables: Record<string, unknown>) => t.gql<T>(query, variables, cookie);
    const theirAreas = async () =>
      (
        await asThem<{ instructor: { propositions: Array<{ coverage: Coverage[] }> } }>(AREAS, {
          id: motability.instructorId,
        })
      ).data!.instructor.propositions[0]!.coverage;
    const [leeds] = await theirAreas();
    const edit = await asThem(UPDATE, {
      input: {
        lineItemCoverageId: leeds!.id,
        districtOptIns: [{ id: district(leeds!.region, 'LS6').id, covered: true }],
        discounts: [],
        preTestPrice: 40,
      },
    });
    const refusal = {
      message: 'The rate of a motability area cannot be changed',
      extensions: { code: 'BAD_USER_INPUT' },
    };
    expect(edit.errors?.[0]).toMatchObject({ ...refusal, extensions: { field: 'preTestPrice' } });
    const region = (
      await asThem<{ regionLookup: Region[] }>(LOOKUP, { term: 'NG7', propositionId: motability.franchiseId })
    ).data!.regionLookup[0]!;
    const add = await asThem(CREATE, {
      input: {
        instructorId: motability.instructorId,
        lineItemKey: motability.franchiseId,
        regionCodeKey: region.id,
        districtOptIns: [{ id: district(region, 'NG7').id }],
        discounts: [],
        postTestPrice: 40,
      },
    });
    expect(add.errors?.[0]).toMatchObject({ ...refusal, extensions: { field: 'postTestPrice' } });
    expect(await theirAreas()).toEqual([leeds]);
  });

  it("gives NOT_FOUND for another instructor's area or franchise, and changes nothing of theirs", async () => {
    const other = await addCalendarInstructor(t.db);
    const [theirs] = (await t.services.areas.listCoverages(other.viewer, [other.franchiseId])).get(other.franchiseId)!;
    const region = await nottingham();
    const notFound = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    notFound(await t.gqlAsViewer(COVERAGE, { id: theirs!.id }));
    notFound(await t.gqlAsViewer(DELETE, { id: theirs!.id }));
    notFound(
      await t.gqlAsViewer(UPDATE, { input: { lineItemCoverageId: theirs!.id, districtOptIns: [], discounts: [] } }),
    );
    notFound(await t.gqlAsViewer(CREATE, { input: createInput(region, { lineItemKey: other.franchiseId }) }));
    notFound(await t.gqlAsViewer(CREATE, { input: createInput(region, { instructorId: other.instructorId }) }));
    notFound(await lookup('NG', other.franchiseId));
    notFound(await t.gqlAsViewer(DISCOUNTS, { regionId: region.id, propositionId: other.franchiseId }));
    notFound(await t.gqlAsViewer(COVERAGE, { id: 'not-a-uuid' }));
    notFound(await t.gqlAsViewer(AREAS, { id: other.instructorId }));
    expect((await t.services.areas.listCoverages(other.viewer, [other.franchiseId])).get(other.franchiseId)).toEqual([
      theirs,
    ]);
  });

  it('refuses the same region twice, and deletes an area', async () => {
    const region = await nottingham();
    const first = await t.services.areas.createAreaCoverage(me.viewer, createInput(region));
    await expect(t.services.areas.createAreaCoverage(me.viewer, createInput(region))).rejects.toMatchObject({
      reason: 'AREA_ALREADY_COVERED',
    });
    const deleted = await t.gqlAsViewer<{ deleteAreaCoverage: { affected: number } }>(DELETE, { id: first.id });
    expect(deleted.data!.deleteAreaCoverage.affected).toBe(1);
    expect((await areas()).map((a) => a.region.regionCode)).toEqual(['LS']);
  });

  it("gives the learners feature the instructor's price and the region's bounds", async () => {
    const price = await t.services.areas.priceFor(me.viewer, me.franchiseId, 'PreTest');
    expect(price).toEqual({ recommended: 3725, min: 2800, max: 4500 });
    expect(await t.services.areas.priceFor(me.viewer, me.franchiseId, 'PostTest', 'LS6 2AS')).toEqual({
      recommended: 3800,
      min: 3000,
      max: 4800,
    });
    expect(await t.services.areas.priceFor(me.viewer, me.franchiseId, 'PreTest', 'NG7 1AA')).toBeNull();
    const other = await addCalendarInstructor(t.db);
    expect(await t.services.areas.priceFor(me.viewer, other.franchiseId, 'PreTest')).toBeNull();
  });
});
