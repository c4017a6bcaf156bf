import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { countQueries } from '../../test/query-count.ts';

// Guarded fields that answer without touching the database: what is counted is the access lookup itself.
const slots = (alias: string) => `${alias}: timeSlotsAvailability(input: { instructorKey: $id, timeSlots: [] }) {
  availability
}`;
const PUBLIC = '{ getDsGlobalConfig { demoMode } }';
const ONE_GUARDED = `query ($id: ID!) { ${slots('a')} }`;
const MANY_GUARDED = `query ($id: ID!) { ${['a', 'b', 'c', 'd', 'e'].map(slots).join(' ')} }`;

describeIntegration('the access lookup', (fx) => {
  let t: Fixture;
  let cookie: string;
  const statementsFor = async (query: string) => {
    let errors: unknown;
    const count = await countQueries(t.db, async () => {
      ({ errors } = await t.gql(query, { id: t.instructor.instructorId }, cookie));
    });
    expect(errors).toBeUndefined();
    return count;
  };

  beforeAll(async () => {
    t = fx();
    cookie = await t.session();
  });

  it('costs one statement per request, however many guarded fields it asks for', async () => {
    const base = await statementsFor(PUBLIC);
    // A public query costs no statement at all now that live sessions are cached (the session lookup is gone).
    expect(await statementsFor(ONE_GUARDED)).toBe(base + 1);
    expect(await statementsFor(MANY_GUARDED)).toBe(base + 1);
  });
});
