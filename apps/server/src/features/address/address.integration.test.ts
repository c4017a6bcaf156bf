import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';

const LOOKUP = 'query ($postcode: String!) { addressLookup(postcode: $postcode) { id description } }';
const BY_ID = 'query ($id: ID!) { addressById(id: $id) { id line1 line2 town county country postcode } }';

type LookupAnswer = { addressLookup: Array<{ id: string; description: string }> };

describeIntegration('address lookup over GraphQL', { seed: true }, (fx) => {
  let t: Fixture;
  const lookup = (postcode: string) => t.gqlAsViewer<LookupAnswer>(LOOKUP, { postcode });

  beforeAll(() => {
    t = fx();
  });

  it('finds the addresses at a postcode typed any way, and the whole address of one', async () => {
    const answer = await lookup(' ls62as ');
    expect(answer.errors).toBeUndefined();
    const found = answer.data!.addressLookup;
    expect(found.map((a) => a.description)).toContain('22 Headingley Lane, Headingley, Leeds');
    const chosen = found.find((a) => a.description.startsWith('22 '))!;
    const full = await t.gqlAsViewer<{ addressById: unknown }>(BY_ID, { id: chosen.id });
    expect(full.data?.addressById).toEqual({
      id: chosen.id,
      line1: '22 Headingley Lane',
      line2: 'Headingley',
      town: 'Leeds',
      county: 'West Yorkshire',
      country: 'England',
      postcode: 'LS6 2AS',
    });
  });

  it("answers the form's messages for an empty or invalid postcode, and nothing for an unknown one", async () => {
    const empty = await lookup('  ');
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please enter a postcode',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'postcode' },
    });
    const invalid = await lookup('LS6 3A');
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Please check this postcode is valid',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'postcode' },
    });
    expect((await lookup('SW1A 2AA')).data?.addressLookup).toEqual([]);
    expect((await t.gqlAsViewer(BY_ID, { id: 'SW1A2AA:0' })).data).toEqual({ addressById: null });
    expect((await t.gqlAsViewer(BY_ID, { id: 'x'.repeat(100) })).data).toEqual({ addressById: null });
  });

  it('needs a session', async () => {
    const anonymous = await t.gql(LOOKUP, { postcode: 'LS6 2AS' });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
    expect((await t.gql(BY_ID, { id: 'LS62AS:0' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is rate limited per instructor', async () => {
    const viewer = t.viewer;
    let refused: unknown;
    for (let i = 0; i < 70 && !refused; i++) {
      await t.services.address.addressLookup(viewer, 'LS6 2AS').catch((error) => {
        refused = error;
      });
    }
    expect(refused).toMatchObject({
      reason: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many address searches/),
    });
    t.clock.advance(11 * 60 * 1000);
    expect((await t.services.address.addressLookup(viewer, 'LS6 2AS')).length).toBeGreaterThan(0);
  });
});
