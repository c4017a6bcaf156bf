import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { signIn } from '../../../test/sign-in.ts';
import { franchiseIdFor, instructorIdFor } from '../../seed/foundation.seed.ts';

const ME = `{
  me {
    id adiNumber firstName lastName fullName mobileNumber status brands
    propositions {
      id fromDate toDate
      proposition { name type brand transmission description price { includingVAT { pence formatted } excludingVAT { pence formatted } frequency } }
    }
  }
}`;

describeIntegration('me: the signed-in instructor', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('is null without a session', async () => {
    const response = await t.gql(ME);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ me: null });
  });

  it('returns the instructor with both brands, prices as pence and £ text, and no dormant franchise', async () => {
    const response = await t.gql(ME, {}, await signIn(t, '100002'));
    expect(response.data).toEqual({
      me: {
        id: instructorIdFor('100002'),
        adiNumber: '100002',
        firstName: 'Emma',
        lastName: 'Clarke',
        fullName: 'Emma Clarke',
        mobileNumber: '+447700900102',
        status: 'Active',
        brands: ['AADS', 'BSM'],
        propositions: [
          {
            id: franchiseIdFor('100002', 'aa-full-manual'),
            fromDate: '2024-04-01',
            toDate: null,
            proposition: {
              name: 'Full Franchise Manual',
              type: 'Full',
              brand: 'AADS',
              transmission: 'Manual',
              description: 'AA Full Franchise Manual',
              price: {
                includingVAT: { pence: 24500, formatted: '£245.00' },
                excludingVAT: { pence: 20417, formatted: '£204.17' },
                frequency: 'Weekly',
              },
            },
          },
          {
            id: franchiseIdFor('100002', 'bsm-full-manual'),
            fromDate: '2024-04-01',
            toDate: null,
            proposition: {
              name: 'Full Franchise Manual',
              type: 'Full',
              brand: 'BSM',
              transmission: 'Manual',
              description: 'BSM Full Franchise Manual',
              price: {
                includingVAT: { pence: 23500, formatted: '£235.00' },
                excludingVAT: { pence: 19583, formatted: '£195.83' },
                frequency: 'Weekly',
              },
            },
          },
        ],
      },
    });
  });

  it('shows an inactive instructor their status', async () => {
    const response = await t.gql<{ me: { status: string; brands: string[] } }>(ME, {}, await signIn(t, '100003'));
    expect(response.data?.me).toMatchObject({ status: 'Inactive', brands: ['AADS'] });
  });

  it('gives an instructor whose only franchise is dormant no brands', async () => {
    const account = await addInstructor(t.db, { franchises: ['bsm-dormant'] });
    const response = await t.gql<{ me: { brands: string[]; propositions: unknown[] } }>(
      ME,
      {},
      await signIn(t, account.adiNumber, account.password),
    );
    expect(response.data?.me).toMatchObject({ brands: [], propositions: [] });
  });

  it('is one query, with the session answered from the cache, however often the instructor is asked for', async () => {
    const cookie = await signIn(t, '100002');
    const id = instructorIdFor('100002');
    // Signing in read the instructor's facts: forgotten, as after their short time in the cache.
    await t.deps.viewers.announceChange(id);
    expect(await countQueries(t.db, () => t.gql(ME, {}, cookie))).toBe(1);
    await t.deps.viewers.announceChange(id);
    const twice = `{ me { id brands } again: me { fullName } instructor(id: "${id}") { adiNumber propositions { id } } }`;
    let response: Awaited<ReturnType<typeof t.gql>> | undefined;
    expect(await countQueries(t.db, async () => (response = await t.gql(twice, {}, cookie)))).toBe(1);
    expect(response?.data).toMatchObject({
      me: { id },
      again: { fullName: 'Emma Clarke' },
      instructor: { adiNumber: '100002' },
    });
  });

  it('reads the instructor row only when one of its own fields is asked for', async () => {
    const cookie = await signIn(t, '100001');
    const id = instructorIdFor('100001');
    const idOnly = `{ instructor(id: "${id}") { id } me { __typename id } }`;
    expect(await countQueries(t.db, () => t.gql(idOnly, {}, cookie))).toBe(0);
    expect((await t.gql(idOnly, {}, cookie)).data).toEqual({
      instructor: { id },
      me: { __typename: 'Instructor', id },
    });
    const withName = `{ instructor(id: "${id}") { id fullName } }`;
    await t.deps.viewers.announceChange(id);
    expect(await countQueries(t.db, () => t.gql(withName, {}, cookie))).toBe(1);
    // The facts are the ones the access rules read: kept, the next request reads nothing.
    expect(await countQueries(t.db, () => t.gql(withName, {}, cookie))).toBe(0);
    const other = await t.gql(`{ instructor(id: "${instructorIdFor('100002')}") { id } }`, {}, cookie);
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers each session with its own instructor only', async () => {
    const [daniel, aisha] = [await signIn(t, '100001'), await signIn(t, '100006')];
    const a = await t.gql<{ me: { adiNumber: string; brands: string[] } }>(ME, {}, daniel);
    const b = await t.gql<{ me: { adiNumber: string; propositions: Array<{ proposition: { type: string } }> } }>(
      ME,
      {},
      aisha,
    );
    expect(a.data?.me.adiNumber).toBe('100001');
    expect(b.data?.me.adiNumber).toBe('100006');
    expect(b.data?.me.propositions.map((p) => p.proposition.type)).toEqual(['Dit', 'Motability']);
  });
});
