import type { InstructorStatus } from '@portal/domain/access';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { countQueries } from '../../test/query-count.ts';
import { instructors } from '../db/schema/index.ts';
import { VIEWER_FACTS_CACHE_MS } from './viewer-facts.ts';

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
  const call = (query: string) => t.gql(query, { id: t.instructor.instructorId }, cookie);
  const statementsFor = async (query: string) => {
    let errors: unknown;
    const count = await countQueries(t.db, async () => {
      ({ errors } = await call(query));
    });
    expect(errors).toBeUndefined();
    return count;
  };
  const setStatus = (status: Extract<InstructorStatus, 'Active' | 'Inactive'>) =>
    t.db.update(instructors).set({ status }).where(eq(instructors.id, t.instructor.instructorId));

  beforeAll(async () => {
    t = fx();
    cookie = await t.session();
  });

  it('reads the access facts once for a request, however many guarded fields it asks for, then keeps them', async () => {
    t.clock.advance(VIEWER_FACTS_CACHE_MS);
    await call(PUBLIC);
    // A public query costs no statement at all while the session is cached.
    expect(await statementsFor(PUBLIC)).toBe(0);
    expect(await statementsFor(MANY_GUARDED)).toBe(1);
    expect(await statementsFor(ONE_GUARDED)).toBe(0);
    expect(await statementsFor(MANY_GUARDED)).toBe(0);
  });

  it('reads them again when a change is announced: a deactivated instructor is refused at the next request', async () => {
    expect((await call(ONE_GUARDED)).errors).toBeUndefined();
    await setStatus('Inactive');
    await t.deps.viewers.announceChange(t.instructor.instructorId);
    const refused = await call(ONE_GUARDED);
    expect(refused.errors?.[0]?.extensions?.reason).toBe('FEATURE_UNAVAILABLE');
    await setStatus('Active');
    await t.deps.viewers.announceChange(t.instructor.instructorId);
    expect((await call(ONE_GUARDED)).errors).toBeUndefined();
  });

  it('trusts what it read for a short time only, even when nobody announces a change', async () => {
    expect(await statementsFor(ONE_GUARDED)).toBe(0);
    await setStatus('Inactive');
    t.clock.advance(VIEWER_FACTS_CACHE_MS);
    expect((await call(ONE_GUARDED)).errors?.[0]?.extensions?.reason).toBe('FEATURE_UNAVAILABLE');
    await setStatus('Active');
    t.clock.advance(VIEWER_FACTS_CACHE_MS);
  });
});
