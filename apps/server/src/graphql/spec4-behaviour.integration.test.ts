import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarInstructor, addLearner, type CalendarInstructor } from '../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { signIn } from '../../test/sign-in.ts';

/*
 * Issue 23 §3: what the spec-4 calls and fields added for it answer, each scoped to the signed-in instructor (another
 * instructor's id is NOT_FOUND), and the password change's rules.
 */

type Answer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;

const LEARNER = `query ($id: ID!) { learner(id: $id) {
  personId appointedBy created status
  allocations { learnerLessonType rate { pence } purchaseRate { pence } purchaseVatRate proposition { id name brand } }
} }`;
const INSTRUCTOR = `query ($id: ID!) { instructor(id: $id) {
  franFreeDaysBalance description
  prices { lineItemKey productCategory { type } price { pence } }
  propositions { id proposition { id productCategories { id type } } }
  workingHours { lineItemKey proposition { id } }
  travelTime { id travelTimeId proposition { id name } }
  learnerCapacity { proposition { id name } }
} }`;
const PRICES = `query ($i: ID!, $f: ID!, $p: String!) {
  pricesForAllocationAndLocation(instructorId: $i, propositionAllocationId: $f, postcode: $p) {
    productCategory { type } price { pence } minPrice { pence } maxPrice { pence } } }`;
const POSTCODE = `query ($i: ID!, $f: ID!, $p: String!, $s: String) {
  postcodeInfo(instructorId: $i, franchiseId: $f, postcode: $p, searchTerm: $s) {
    addresses { id description } prices { productCategory { type } } } }`;
const RANDOM = `query ($p: ID!, $c: Int!) { randomInstructors(personId: $p, count: $c, brand: AADS) { displayName profileUrl } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`;

describeIntegration('spec 4: the added calls and fields answer for the signed-in instructor', (fx) => {
  let t: Fixture;
  let other: CalendarInstructor;
  let learnerId: string;

  beforeAll(async () => {
    t = fx();
    other = await addCalendarInstructor(t.db);
    learnerId = await addLearner(t.db, t.instructor);
  });

  type Allocation = {
    rate: { pence: number };
    purchaseRate: { pence: number };
    purchaseVatRate: number;
    learnerLessonType: string;
    proposition: { id: string; name: string; brand: string };
  };
  type LearnerAnswer = {
    learner: { personId: string; appointedBy: string; status: string; created: string; allocations: Allocation[] };
  };

  it("gives a learner's person, status, who appointed them, and each allocation's rate and proposition", async () => {
    const answer = await t.gqlAsViewer<LearnerAnswer>(LEARNER, { id: learnerId });
    expect(answer.errors).toBeUndefined();
    const learner = answer.data!.learner;
    expect(learner).toMatchObject({ appointedBy: 'Business', status: 'Approved' });
    expect(learner.personId).toEqual(expect.any(String));
    const [allocation] = learner.allocations;
    expect(allocation!.rate.pence).toBe(Math.round(allocation!.purchaseRate.pence * (1 + allocation!.purchaseVatRate)));
    expect(allocation!.learnerLessonType).toBe('Standard');
    expect(allocation!.proposition.brand).toBe('AADS');
  });

  type Keyed = { lineItemKey: string; proposition: { id: string } };
  type InstructorAnswer = {
    instructor: {
      franFreeDaysBalance: number;
      prices: Array<{ lineItemKey: string; productCategory: { type: string } }>;
      propositions: Array<{ id: string; proposition: { id: string } }>;
      workingHours: Keyed[];
      travelTime: Array<Keyed & { id: string; travelTimeId: string }>;
      learnerCapacity: Array<{ proposition: { id: string } }>;
    };
  };

  it("gives the instructor's prices, free days, and each franchise row's proposition", async () => {
    const answer = await t.gqlAsViewer<InstructorAnswer>(INSTRUCTOR, { id: t.instructor.instructorId });
    expect(answer.errors).toBeUndefined();
    const me = answer.data!.instructor;
    expect(me.franFreeDaysBalance).toBe(0);
    const franchise = t.instructor.franchiseId;
    const propositionId = me.propositions.find((p) => p.id === franchise)!.proposition.id;
    expect(me.prices.map((p) => [p.lineItemKey, p.productCategory.type])).toEqual([
      [franchise, 'PreTest'],
      [franchise, 'PostTest'],
    ]);
    const [travel] = me.travelTime;
    expect(travel).toMatchObject({ travelTimeId: travel!.id, proposition: { id: propositionId } });
    expect(me.workingHours.every((w) => w.proposition.id === propositionId)).toBe(true);
    expect(me.learnerCapacity.map((c) => c.proposition.id)).toEqual([propositionId]);
    const foreign = await t.gqlAsViewer(INSTRUCTOR, { id: other.instructorId });
    expect(codeOf(foreign)).toBe('NOT_FOUND');
  });

  it('prices a postcode in an area, none outside, and refuses a bad postcode or another instructor', async () => {
    const vars = { i: t.instructor.instructorId, f: t.instructor.franchiseId };
    const inArea = await t.gqlAsViewer<{ pricesForAllocationAndLocation: unknown[] }>(PRICES, {
      ...vars,
      p: 'ls6 3hn',
    });
    expect(inArea.errors).toBeUndefined();
    expect(inArea.data!.pricesForAllocationAndLocation).toHaveLength(2);
    const outside = await t.gqlAsViewer<{ pricesForAllocationAndLocation: unknown[] }>(PRICES, {
      ...vars,
      p: 'M1 1AE',
    });
    expect(outside.data!.pricesForAllocationAndLocation).toEqual([]);
    const bad = await t.gqlAsViewer(PRICES, { ...vars, p: 'nonsense' });
    expect(bad.errors?.[0]?.message).toBe('Please check this postcode is valid');
    expect(codeOf(await t.gqlAsViewer(PRICES, { ...vars, f: other.franchiseId, p: 'ls6 3hn' }))).toBe('NOT_FOUND');
    expect(codeOf(await t.gqlAsViewer(PRICES, { ...vars, i: other.instructorId, p: 'ls6 3hn' }))).toBe('NOT_FOUND');
    const info = await t.gqlAsViewer<{ postcodeInfo: { prices: unknown[] } }>(POSTCODE, { ...vars, p: 'LS6 3HN' });
    expect(info.errors).toBeUndefined();
    expect(info.data!.postcodeInfo.prices).toHaveLength(2);
    expect(codeOf(await t.gqlAsViewer(POSTCODE, { ...vars, i: other.instructorId, p: 'LS6 3HN' }))).toBe('NOT_FOUND');
  });

  it("randomInstructors takes the caller's own person only, and 1 to 10", async () => {
    const own = await t.gqlAsViewer<{ randomInstructors: unknown[] }>(RANDOM, { p: t.instructor.instructorId, c: 3 });
    expect(own.errors).toBeUndefined();
    expect(own.data!.randomInstructors.length).toBeLessThanOrEqual(3);
    expect(codeOf(await t.gqlAsViewer(RANDOM, { p: other.instructorId, c: 3 }))).toBe('NOT_FOUND');
    const tooMany = await t.gqlAsViewer(RANDOM, { p: t.instructor.instructorId, c: 11 });
    expect(tooMany.errors?.[0]?.message).toBe('Ask for between 1 and 10 instructors');
  });

  describe('changePassword', () => {
    it('refuses a wrong current password or a weak new one, and changes nothing', async () => {
      const cookie = await signIn(t, other.adiNumber, other.password);
      const wrong = await t.gql(
        CHANGE,
        { input: { userId: other.instructorId, currentPassword: 'Wrong1234', password: 'Better2Drive' } },
        cookie,
      );
      expect(wrong.errors?.[0]?.message).toBe('Your current password is incorrect');
      const weak = await t.gql(
        CHANGE,
        { input: { userId: other.instructorId, currentPassword: other.password, password: 'short' } },
        cookie,
      );
      expect(weak.errors?.[0]?.message).toBe('Please enter a password that has at least 8 characters');
      const foreign = await t.gql(
        CHANGE,
        { input: { userId: t.instructor.instructorId, currentPassword: other.password, password: 'Better2Drive' } },
        cookie,
      );
      expect(codeOf(foreign)).toBe('NOT_FOUND');
      expect(await signIn(t, other.adiNumber, other.password)).toEqual(expect.any(String));
    });

    it('signs out every other session; the caller goes on, and only the new password signs in', async () => {
      const phone = await signIn(t, other.adiNumber, other.password);
      const laptop = await signIn(t, other.adiNumber, other.password);
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', cookie: laptop },
        payload: JSON.stringify({
          query: CHANGE,
          variables: { input: { userId: other.adiNumber, currentPassword: other.password, password: 'Better2Drive' } },
        }),
      });
      expect(response.json()).toEqual({ data: { changePassword: { success: true } } });
      const fresh = response.cookies.find((c) => c.name && c.value)!;
      const me = '{ me { id } }';
      expect((await t.gql<{ me: unknown }>(me, {}, phone)).data?.me).toBeNull();
      expect((await t.gql<{ me: unknown }>(me, {}, laptop)).data?.me).toBeNull();
      expect((await t.gql<{ me: { id: string } }>(me, {}, `${fresh.name}=${fresh.value}`)).data?.me?.id).toBe(
        other.instructorId,
      );
      await expect(signIn(t, other.adiNumber, other.password)).rejects.toThrow();
      expect(await signIn(t, other.adiNumber, 'Better2Drive')).toEqual(expect.any(String));
    });
  });
});
