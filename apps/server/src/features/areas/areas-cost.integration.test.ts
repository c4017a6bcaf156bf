import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';

const START = new Date('2030-01-07T08:00:00Z');
// The web's RegionLookup operation (apps/web/src/features/areas/api), its AreaRegion fragment written out.
const LOOKUP = `query ($term: String!, $propositionId: ID!) {
  regionLookup(term: $term, propositionId: $propositionId) {
    id regionCode regionName
    districts { id districtCode covered sectors { id sectorCode covered } }
    pricing {
      id productCategory { id type }
      recommendedPrice { pence formatted } minPrice { pence formatted } maxPrice { pence formatted }
    }
    discounts { id discountName discountType valueType formattedValue description optedIn }
  }
}`;
type Lookup = { regionLookup: Array<{ regionCode: string; districts: Array<{ sectors: unknown[] }> }> };

describeIntegration('the region lookup: what it costs the database', { start: START }, (fx) => {
  let t: Fixture;
  const cost = async (term: string, propositionId = t.instructor.franchiseId) => {
    let answer: Awaited<ReturnType<typeof t.gqlAsViewer<Lookup>>> | undefined;
    const statements = await countQueries(t.db, async () => {
      answer = await t.gqlAsViewer<Lookup>(LOOKUP, { term, propositionId });
    });
    return { statements, answer: answer! };
  };
  beforeAll(async () => {
    t = fx();
    // Warms this instance's caches (the session, the access facts) as any earlier request of the day has.
    await t.gqlAsViewer('{ __typename }');
    await t.gqlAsViewer(LOOKUP, { term: 'L', propositionId: t.instructor.franchiseId });
  });

  it('is one statement, the franchise check included, however many regions, districts and sectors it finds', async () => {
    const one = await cost('L');
    const two = await cost('NG');
    expect(one.answer.errors).toBeUndefined();
    expect(one.answer.data!.regionLookup.map((r) => r.regionCode)).toEqual(['L', 'LE']);
    expect(two.answer.data!.regionLookup.map((r) => r.regionCode)).toEqual(['NG']);
    expect(one.answer.data!.regionLookup[0]!.districts.flatMap((d) => d.sectors).length).toBeGreaterThan(100);
    expect([one.statements, two.statements]).toEqual([1, 1]);
  });

  it('is one statement too when it finds nothing, and when the franchise is not the viewer’s', async () => {
    const none = await cost('ZZ');
    expect(none.answer.data!.regionLookup).toEqual([]);
    const other = await cost('L', '00000000-0000-4000-8000-000000000000');
    expect(other.answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect([none.statements, other.statements]).toEqual([1, 1]);
  });
});
