import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarInstructor,
  addLearner,
  type CalendarInstructor,
  failureOf,
} from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { countQueries } from '../../../test/query-count.ts';
import { withDb } from '../../../test/with-db.ts';
import { drivingTests, learnerAllocations, learnerSkillScores, people } from '../../db/schema/index.ts';
import { allocateBusinessLearner } from './index.ts';

const START = new Date('2030-01-07T08:00:00Z');
const LIST = `query ($id: ID!) {
  instructor(id: $id) {
    learners {
      id approved pendingApproval active lastLesson sourcedBy learnerLessonType isShortNoticeTest
      name { fullName } pickupAddress { line1 postcode } address { postcode }
    }
  }
}`;
const CREATE = `mutation ($input: CreateSelfSourcedLearnerInput!) { createSelfSourcedLearner(input: $input) }`;
const LEARNER = `query ($id: ID!) {
  learner(id: $id) {
    id name { title fullName } mobileNumber emailAddress dateOfBirth sourcedBy approved active
    pickupAddress { line1 town postcode }
    allocations { id allocationStatus purchaseRate { pence } lessonType }
    tests { id date type status editable }
    lessons { id status paid notes pickupPostcode }
    progress { overallProgress categories { categoryName progressPercentage skills { id score } } }
  }
}`;

type Listed = { id: string; pendingApproval: boolean; active: boolean; sourcedBy: string | null };
type Err = { extensions?: Record<string, unknown>; message: string };

const business = (
  franchiseId: string,
  n: number,
  extra: Partial<Parameters<typeof allocateBusinessLearner>[0]> = {},
) => ({
  franchiseId,
  title: 'Ms' as const,
  firstName: 'Pending',
  lastName: `Learner${n}`,
  dateOfBirth: '2010-04-01',
  emailAddress: `pending${n}-${Math.random().toString(36).slice(2)}@example.com`,
  mobileNumber: '+447700900200',
  address: { line1: `${n} Cardigan Road`, line2: null, town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 3AA' },
  lessonType: 'Standard' as const,
  ratePence: 3600,
  fromDate: '2030-01-05',
  ...extra,
});

const newLearner = (me: CalendarInstructor, email: string) => ({
  title: 'Mr',
  firstName: 'Sam',
  lastName: "O'Connor",
  dateOfBirth: '2012-01-01',
  phoneNumber: '07700900123',
  emailAddress: email,
  pickupPostcode: 'ls6 3ab',
  address: null as unknown,
  lessonType: 'Standard',
  hourlyRate: 35.5, // under the area's price for PreTest in Leeds (£36.00, the fixture's area)
  instructorId: me.instructorId,
});

describeIntegration('managing learners', { start: START }, (fx) => {
  let t: Fixture;
  let me: CalendarInstructor;
  let other: CalendarInstructor;
  let theirs: string;
  const allocate = (learner: Parameters<typeof allocateBusinessLearner>[0]) =>
    withDb(t.db, () => allocateBusinessLearner(learner));
  const list = async () =>
    (await t.gqlAsViewer<{ instructor: { learners: Listed[] } }>(LIST, { id: me.instructorId })).data!.instructor
      .learners;
  const learnerQuery = (id: string) => t.gqlAsViewer<{ learner: Record<string, unknown> }>(LEARNER, { id });
  const errorOf = async (run: Promise<unknown>): Promise<Err> => {
    try {
      await run;
    } catch (error) {
      const e = error as { reason?: string; code?: string; message: string };
      return { message: e.message, extensions: { code: e.code, reason: e.reason } };
    }
    throw new Error('expected a failure');
  };

  beforeAll(async () => {
    t = fx();
    me = t.instructor;
    other = await addCalendarInstructor(t.db);
    theirs = await allocate(business(other.franchiseId, 99));
  });

  describe('the list and approval', () => {
    it('lists pending, self-sourced and inactive learners with their facts, in constant queries', async () => {
      const pending = await allocate(business(me.franchiseId, 1));
      const inactive = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
      await list();
      const one = await countQueries(t.db, () => list());
      for (let i = 2; i < 7; i++) await allocate(business(me.franchiseId, i));
      const learners = await list();
      const many = await countQueries(t.db, () => list());
      expect(many).toBe(one);
      expect(learners.find((l) => l.id === pending)).toMatchObject({ pendingApproval: true, active: true });
      expect(learners.find((l) => l.id === inactive)).toMatchObject({
        pendingApproval: false,
        active: false,
        sourcedBy: 'Instructor',
      });
      expect(learners.map((l) => l.id)).not.toContain(theirs);
      expect(await t.services.learners.countPendingApprovals(me.viewer)).toBe(6);
    });

    it('rejects a pending learner with a reason: off the list and the count, the reason kept', async () => {
      const learner = await allocate(business(me.franchiseId, 10));
      const before = await t.services.learners.countPendingApprovals(me.viewer);
      const answer = await t.gqlAsViewer(
        `mutation ($l: ID!, $i: ID!, $r: String!) { rejectLearner(learnerId: $l, instructorId: $i, rejectionReason: $r) }`,
        { l: learner, i: me.instructorId, r: 'Too far from my area' },
      );
      expect(answer.data).toEqual({ rejectLearner: learner });
      expect((await list()).map((l) => l.id)).not.toContain(learner);
      expect(await t.services.learners.countPendingApprovals(me.viewer)).toBe(before - 1);
      const [row] = await t.db
        .select({ status: learnerAllocations.status, reason: learnerAllocations.rejectionReason })
        .from(learnerAllocations)
        .where(eq(learnerAllocations.learnerId, learner));
      expect(row).toEqual({ status: 'Rejected', reason: 'Too far from my area' });
      const again = t.services.learners.rejectLearner(me.viewer, {
        learnerId: learner,
        instructorId: me.instructorId,
        rejectionReason: 'again',
      });
      expect((await errorOf(again)).extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    });

    it('needs a reason, and refuses another instructor learner or an approved one without changing them', async () => {
      const reject = (learnerId: string, rejectionReason = 'Not for me', instructorId = me.instructorId) =>
        errorOf(t.services.learners.rejectLearner(me.viewer, { learnerId, instructorId, rejectionReason }));
      const pending = await allocate(business(me.franchiseId, 11));
      expect((await reject(pending, ' ')).message).toBe('Please enter a reason');
      expect((await reject(theirs)).extensions?.reason).toBe('NOT_FOUND');
      expect((await reject(pending, 'x', other.instructorId)).extensions?.reason).toBe('NOT_FOUND');
      const approved = await addLearner(t.db, me);
      expect((await reject(approved)).extensions?.reason).toBe('NOT_FOUND');
      expect(await t.services.learners.countPendingApprovals(other.viewer)).toBe(1);
      expect((await t.services.learners.getPendingLearnerIds(me.viewer, [pending])).has(pending)).toBe(true);
    });
  });

  describe('accepting a pending learner', () => {
    const APPROVE = 'mutation ($l: ID!, $i: ID!) { approveLearner(learnerId: $l, instructorId: $i) }';

    it('accepts one: the allocation is Approved, the learner approved and off the reminder, still listed', async () => {
      const learner = await allocate(business(me.franchiseId, 20));
      const before = await t.services.learners.countPendingApprovals(me.viewer);
      const answer = await t.gqlAsViewer(APPROVE, { l: learner, i: me.instructorId });
      expect(answer).toMatchObject({ data: { approveLearner: learner } });
      expect(answer.errors).toBeUndefined();
      expect(await t.services.learners.countPendingApprovals(me.viewer)).toBe(before - 1);
      expect((await list()).find((l) => l.id === learner)).toMatchObject({ pendingApproval: false });
      expect((await learnerQuery(learner)).data?.learner).toMatchObject({ approved: true });
      // What the office reads: the allocation's status.
      const [row] = await t.db
        .select({ status: learnerAllocations.status })
        .from(learnerAllocations)
        .where(eq(learnerAllocations.learnerId, learner));
      expect(row).toEqual({ status: 'Approved' });
    });

    it("gives NOT_FOUND for another instructor's learner, another instructor id, an approved or rejected one", async () => {
      const approve = (learnerId: string, instructorId = me.instructorId) =>
        t.gqlAsViewer(APPROVE, { l: learnerId, i: instructorId });
      const notFound = [{ code: 'NOT_FOUND', reason: 'NOT_FOUND' }];
      const pending = await allocate(business(me.franchiseId, 21));
      expect((await approve(theirs)).errors?.map((e) => e.extensions)).toMatchObject(notFound);
      expect((await approve(pending, other.instructorId)).errors?.map((e) => e.extensions)).toMatchObject(notFound);
      expect((await approve('not-a-uuid')).errors?.map((e) => e.extensions)).toMatchObject(notFound);
      const approved = await addLearner(t.db, me);
      expect((await approve(approved)).errors?.map((e) => e.extensions)).toMatchObject(notFound);
      const rejected = await allocate(business(me.franchiseId, 22));
      await t.services.learners.rejectLearner(me.viewer, {
        learnerId: rejected,
        instructorId: me.instructorId,
        rejectionReason: 'Too far',
      });
      expect((await approve(rejected)).errors?.map((e) => e.extensions)).toMatchObject(notFound);
      // Nothing changed: theirs still waits for them, mine still waits for me.
      expect(await t.services.learners.countPendingApprovals(other.viewer)).toBe(1);
      expect((await t.services.learners.getPendingLearnerIds(me.viewer, [pending])).has(pending)).toBe(true);
    });
  });

  describe('adding a self-sourced learner', () => {
    it('adds one with an address found by postcode, then opens their page', async () => {
      const found = await t.gqlAsViewer<{ addressLookup: { id: string }[] }>(
        `query { addressLookup(postcode: "LS6 3AB") { id description } }`,
      );
      const id = found.data!.addressLookup[0]!.id;
      const full = await t.gqlAsViewer<{ addressById: Record<string, string | null> }>(
        `query ($id: ID!) { addressById(id: $id) { line1 line2 town county postcode } }`,
        { id },
      );
      const address = full.data!.addressById;
      const created = await t.gqlAsViewer<{ createSelfSourcedLearner: string }>(CREATE, {
        input: { ...newLearner(me, 'sam.oconnor@example.com'), address },
      });
      expect(created.errors).toBeUndefined();
      const learnerId = created.data!.createSelfSourcedLearner;
      const page = await learnerQuery(learnerId);
      expect(page.data?.learner).toMatchObject({
        name: { title: 'Mr', fullName: "Sam O'Connor" },
        mobileNumber: '+447700900123',
        emailAddress: 'sam.oconnor@example.com',
        dateOfBirth: '2012-01-01',
        sourcedBy: 'Instructor',
        approved: true,
        pickupAddress: { line1: address.line1, postcode: 'LS6 3AB' },
        allocations: [{ allocationStatus: 'Approved', purchaseRate: { pence: 3550 }, lessonType: 'Standard' }],
      });
      const exists = `query ($e: String!) { emailExists(emailAddress: $e) { exists } }`;
      const used = await t.gqlAsViewer(exists, { e: 'SAM.OCONNOR@example.com' });
      expect(used.data).toEqual({ emailExists: { exists: true } });
      expect((await t.gqlAsViewer(exists, { e: 'nobody@example.com' })).data).toEqual({
        emailExists: { exists: false },
      });
    });

    it('refuses a used email, a rate above the price, a bad field and another instructor id, adding nothing', async () => {
      const address = { line1: '2 Cardigan Road', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 3AB' };
      const create = async (change: Record<string, unknown>) =>
        (await t.gqlAsViewer(CREATE, { input: { ...newLearner(me, 'fresh@example.com'), address, ...change } }))
          .errors?.[0];
      const count = async () => (await t.db.select({ id: people.id }).from(people)).length;
      const before = await count();
      expect(await create({ emailAddress: 'sam.oconnor@example.com' })).toMatchObject({
        message: 'Email address is already in use, please contact customer support',
        extensions: { code: 'CONFLICT', reason: 'EMAIL_IN_USE', field: 'emailAddress' },
      });
      expect((await create({ hourlyRate: 36.25 }))?.message).toBe('Check that hourly rate does not exceed the default');
      expect((await create({ firstName: 'S' }))?.message).toBe('Please enter a valid name');
      expect((await create({ address: null }))?.message).toBe('Please select an address');
      expect((await create({ instructorId: other.instructorId }))?.extensions?.code).toBe('NOT_FOUND');
      expect((await create({ lineItemId: other.franchiseId }))?.extensions?.code).toBe('NOT_FOUND');
      expect(await count()).toBe(before);
    });

    it('adds one as spec 4 sends it: no pickupPostcode (the address is the pickup), learnerType and sourcedBy', async () => {
      const { pickupPostcode: _none, ...spec4 } = newLearner(me, 'spec4.learner@example.com');
      const address = { line1: '9 Otley Road', town: 'Leeds', county: 'West Yorkshire', postcode: 'ls6 3ab' };
      const input = { ...spec4, address, learnerType: 'Learner', sourcedBy: 'Instructor', lineItemId: me.franchiseId };
      const count = async () => (await t.db.select({ id: people.id }).from(people)).length;
      const before = await count();
      const refused = async (change: Record<string, unknown>) =>
        (await t.gqlAsViewer(CREATE, { input: { ...input, ...change } })).errors?.[0];
      expect(await refused({ sourcedBy: 'Business' })).toMatchObject({
        message: 'A learner you add is sourced by you (Instructor)',
        extensions: { code: 'BAD_USER_INPUT', field: 'sourcedBy' },
      });
      expect(await refused({ learnerType: 'DIT' })).toMatchObject({
        message: 'A learner you add is a Learner: DIT trainees are allocated by the office',
        extensions: { code: 'BAD_USER_INPUT', field: 'learnerType' },
      });
      expect((await refused({ instructorId: other.instructorId }))?.extensions?.code).toBe('NOT_FOUND');
      expect(await count()).toBe(before);
      const created = await t.gqlAsViewer<{ createSelfSourcedLearner: string }>(CREATE, { input });
      expect(created.errors).toBeUndefined();
      const learnerId = created.data!.createSelfSourcedLearner;
      const page = await learnerQuery(learnerId);
      expect(page.data?.learner).toMatchObject({
        sourcedBy: 'Instructor',
        pickupAddress: { line1: '9 Otley Road', town: 'Leeds', postcode: 'LS6 3AB' },
      });
      const catalogue = await t.gqlAsViewer<{ learner: unknown }>(
        `query ($id: ID!) { learner(id: $id) { dateOfBirth age customerTypes { id type } } }`,
        { id: learnerId },
      );
      expect(catalogue.data?.learner).toEqual({
        dateOfBirth: '2012-01-01',
        age: 18,
        customerTypes: [{ id: `${learnerId}:Learner`, type: 'Learner' }],
      });
    });

    it("reads a learner as LearnerLessonDetails and LearnerTests send it (id, instructorId); another's is not found", async () => {
      const learnerId = await addLearner(t.db, me);
      const asSpec4 = `query ($id: ID!, $instructorId: ID) {
        learner(id: $id, instructorId: $instructorId) { id lessonBalances { hours } tests { id } }
      }`;
      const mine = await t.gqlAsViewer<{ learner: { id: string } }>(asSpec4, {
        id: learnerId,
        instructorId: me.instructorId,
      });
      expect(mine.errors).toBeUndefined();
      expect(mine.data!.learner.id).toBe(learnerId);
      const wrongInstructor = await t.gqlAsViewer(asSpec4, { id: learnerId, instructorId: other.instructorId });
      expect(wrongInstructor.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const theirLearner = await t.gqlAsViewer(asSpec4, { id: theirs, instructorId: me.instructorId });
      expect(theirLearner.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it("updates a test as spec 4's UpdateTest sends it (with learnerId); another learner's id is not found", async () => {
      const learnerId = await addLearner(t.db, me);
      const another = await addLearner(t.db, me);
      const made = await t.services.learners.createTest(me.viewer, {
        learnerId,
        date: '2030-03-01',
        status: 'Upcoming',
        type: 'Theory',
      });
      const update = `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { id learnerId date } }`;
      const input = { id: made.id, learnerId, date: '2030-03-02', status: 'Upcoming', type: 'Theory' };
      const wrong = await t.gqlAsViewer(update, { input: { ...input, learnerId: another, date: '2030-03-09' } });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const moved = await t.gqlAsViewer<{ updateTest: { date: string } }>(update, { input });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.updateTest).toEqual({ id: made.id, learnerId, date: '2030-03-02' });
    });

    it('asks an instructor with two franchises which one the learner will learn with, adding nothing', async () => {
      const two = await addCalendarInstructor(t.db, { franchises: ['aa-full-manual', 'bsm-full-manual'] });
      const address = { line1: '2 Cardigan Road', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 3AB' };
      const count = async () => (await t.db.select({ id: people.id }).from(people)).length;
      const before = await count();
      const failure = await failureOf(
        t.services.learners.createSelfSourcedLearner(two.viewer, {
          ...newLearner(two, 'two.franchises@example.com'),
          address,
        } as never),
      );
      expect(failure).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Please select which franchise this learner will learn with',
      });
      expect(await count()).toBe(before);
    });

    it("gives the instructor's own area price per lesson type", async () => {
      const preTest = (await t.services.areas.priceFor(me.viewer, me.franchiseId, 'PreTest'))!.recommended;
      const postTest = (await t.services.areas.priceFor(me.viewer, me.franchiseId, 'PostTest'))!.recommended;
      expect([preTest, postTest]).toEqual([3600, 3800]);
      const answer = await t.gqlAsViewer(`query { learnerLessonPrices { lessonType price { pence } } }`);
      expect(answer.data).toEqual({
        learnerLessonPrices: [
          { lessonType: 'Standard', price: { pence: preTest } },
          { lessonType: 'Qualified', price: { pence: postTest } },
          { lessonType: 'PassPlus', price: { pence: postTest } },
          { lessonType: 'Motorway', price: { pence: postTest } },
        ],
      });
    });
  });

  it('rate limits the email check', async () => {
    const exists = `query ($e: String!) { emailExists(emailAddress: $e) { exists } }`;
    const codes: unknown[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await t.gqlAsViewer(exists, { e: `x${i}@example.com` });
      codes.push(answer.errors?.[0]?.extensions?.code ?? 'ok');
    }
    // Two checks were spent above: 28 more answer, then the wall.
    expect(codes.slice(0, 28).every((code) => code === 'ok')).toBe(true);
    expect(codes.slice(28)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
  describe("a learner's page", () => {
    it("gives NOT_FOUND for another instructor's learner and a malformed id", async () => {
      expect((await learnerQuery(theirs)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await learnerQuery('nope')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('updates the details (date of birth sent at noon) and refuses bad input and other ids', async () => {
      const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
      const input = {
        id: learner,
        title: 'Miss',
        firstName: 'Ava',
        lastName: 'Stone',
        contactMobile: '07700900999',
        contactEmail: 'Ava.Stone@example.com',
        addressLine1: '5 Headingley Lane',
        addressTown: 'Leeds',
        addressPostcode: 'ls6 1bn',
        dateOfBirth: '2004-06-30T11:00:00.000Z',
      };
      const update = (change: Record<string, unknown> = {}) =>
        t.gqlAsViewer<{ updateLearner: Record<string, unknown> }>(
          `mutation ($input: UpdateLearnerInput!) { updateLearner(input: $input) {
            name { fullName } mobileNumber emailAddress dateOfBirth pickupAddress { line1 postcode } } }`,
          { input: { ...input, ...change } },
        );
      expect((await update()).data?.updateLearner).toEqual({
        name: { fullName: 'Ava Stone' },
        mobileNumber: '+447700900999',
        emailAddress: 'ava.stone@example.com',
        dateOfBirth: '2004-06-30',
        pickupAddress: { line1: '5 Headingley Lane', postcode: 'LS6 1BN' },
      });
      expect((await update({ contactMobile: '0770090099' })).errors?.[0]?.message).toBe(
        'Please enter a valid phone number',
      );
      expect((await update({ addressPostcode: 'LS' })).errors?.[0]?.message).toBe('Must be a valid postcode');
      const foreign = await update({ id: theirs, firstName: 'Hacked' });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const [person] = await t.db
        .select({ firstName: people.firstName })
        .from(people)
        .where(eq(people.lastName, 'Learner99'));
      expect(person?.firstName).toBe('Pending');
    });

    it('updates the details as spec 4 sends them (pickupAddressUpdate true, billingAddressUpdate false)', async () => {
      const learner = await addLearner(t.db, me, { sourcedBy: 'Instructor' });
      const input = {
        id: learner,
        title: 'Mr',
        firstName: 'Leo',
        lastName: 'Marsh',
        contactMobile: '07700900998',
        contactEmail: 'leo.marsh@example.com',
        addressLine1: '7 Kirkstall Road',
        addressLine2: null,
        addressTown: 'Leeds',
        addressPostcode: 'LS3 1HS',
        dateOfBirth: '2005-02-01T12:00:00.000Z',
        pickupAddressUpdate: true,
        billingAddressUpdate: false,
      };
      const update = (change: Record<string, unknown> = {}) =>
        t.gqlAsViewer<{ updateLearner: { name: { fullName: string } } }>(
          `mutation ($input: UpdateLearnerInput!) { updateLearner(input: $input) { name { fullName } } }`,
          { input: { ...input, ...change } },
        );
      const message =
        'The details form changes the pickup address only (pickupAddressUpdate true, billingAddressUpdate false)';
      for (const change of [{ billingAddressUpdate: true }, { pickupAddressUpdate: false }]) {
        const refused = await update({ ...change, firstName: 'Changed' });
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const done = await update();
      expect(done.errors).toBeUndefined();
      expect(done.data!.updateLearner.name.fullName).toBe('Leo Marsh');
      expect((await update({ id: theirs })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('changes the hourly rate within the price, never for Motability or another instructor', async () => {
      const learner = await addLearner(t.db, me);
      const [allocation] = await t.db
        .select({ id: learnerAllocations.id })
        .from(learnerAllocations)
        .where(eq(learnerAllocations.learnerId, learner));
      const rate = (allocationId: string, value: number) =>
        t.gqlAsViewer<{ updateHourlyRate: { purchaseRate: { pence: number } } }>(
          `mutation ($a: ID!, $r: Float!) { updateHourlyRate(allocationId: $a, rate: $r) { purchaseRate { pence formatted } } }`,
          { a: allocationId, r: value },
        );
      expect((await rate(allocation!.id, 35.75)).data?.updateHourlyRate.purchaseRate.pence).toBe(3575);
      expect((await rate(allocation!.id, 36.25)).errors?.[0]?.message).toBe(
        "You can't charge more than your region rate.",
      );
      expect((await rate(allocation!.id, 35.1)).errors?.[0]?.message).toBe(
        'Hourly rate needs to be in £0.25 increments',
      );
      await t.db
        .update(learnerAllocations)
        .set({ lessonType: 'Motability', productCategory: 'Motability' })
        .where(eq(learnerAllocations.id, allocation!.id));
      expect((await rate(allocation!.id, 30)).errors?.[0]?.message).toBe(
        'The hourly rate cannot be changed for Motability or DIT learners',
      );
      const [their] = await t.db
        .select({ id: learnerAllocations.id })
        .from(learnerAllocations)
        .where(eq(learnerAllocations.learnerId, theirs));
      expect((await rate(their!.id, 30)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const [still] = await t.db
        .select({ pence: learnerAllocations.purchaseRatePence })
        .from(learnerAllocations)
        .where(eq(learnerAllocations.id, their!.id));
      expect(still?.pence).toBe(3600);
    });

    it('creates, updates and deletes tests; a result keeps its date; a test within 14 days is short notice', async () => {
      const learner = await addLearner(t.db, me);
      const svc = t.services.learners;
      const test = await svc.createTest(me.viewer, {
        learnerId: learner,
        date: '2030-01-15',
        status: 'Upcoming',
        type: 'Practical',
      });
      expect(test).toMatchObject({ date: '2030-01-15', editable: true });
      const page = await learnerQuery(learner);
      expect(page.data?.learner.tests).toEqual([
        { id: test.id, date: '2030-01-15', type: 'Practical', status: 'Upcoming', editable: true },
      ]);
      const shortNotice = await t.gqlAsViewer<{
        instructor: { learners: { id: string; isShortNoticeTest: boolean }[] };
      }>(LIST, { id: me.instructorId });
      expect(shortNotice.data?.instructor.learners.find((l) => l.id === learner)?.isShortNoticeTest).toBe(true);
      const passed = await svc.updateTest(me.viewer, {
        id: test.id,
        date: '2030-01-15',
        status: 'Passed',
        type: 'Practical',
      });
      expect(passed.editable).toBe(false);
      const moved = svc.updateTest(me.viewer, { id: test.id, date: '2030-01-16', status: 'Passed', type: 'Practical' });
      expect((await errorOf(moved)).message).toBe('The date of this test cannot be changed');
      const theirTest = await svc.createTest(other.viewer, {
        learnerId: theirs,
        date: '2030-02-01',
        status: 'Upcoming',
        type: 'Theory',
      });
      // One at a time: each refusal is awaited as it is made (none left rejecting unobserved).
      const idor = [
        () => svc.createTest(me.viewer, { learnerId: theirs, date: '2030-02-01', status: 'Upcoming', type: 'Theory' }),
        () => svc.updateTest(me.viewer, { id: theirTest.id, date: '2030-02-02', status: 'Upcoming', type: 'Theory' }),
        () => svc.deleteTest(me.viewer, theirTest.id),
      ];
      for (const run of idor) expect((await errorOf(run())).extensions?.code).toBe('NOT_FOUND');
      const [kept] = await t.db
        .select({ date: drivingTests.date })
        .from(drivingTests)
        .where(eq(drivingTests.id, theirTest.id));
      expect(kept?.date).toBe('2030-02-01');
      expect(await svc.deleteTest(me.viewer, test.id)).toBe(test.id);
      expect((await learnerQuery(learner)).data?.learner.tests).toEqual([]);
    });

    it('saves progress and answers it with percentages; not for DIT learners nor another instructor', async () => {
      const learner = await addLearner(t.db, me);
      const save = (learnerId: string, skills: { id: string; score: number }[]) =>
        t.gqlAsViewer<{ updateLearnerProgress: { overallProgress: number } }>(
          `mutation ($l: ID!, $s: [SkillScoreInput!]!) { updateLearnerProgress(learnerId: $l, skills: $s) { overallProgress } }`,
          { l: learnerId, s: skills },
        );
      const basics = ['legal-responsibilities', 'car-controls', 'safety-checks', 'moving-off-stopping'];
      expect(
        (
          await save(
            learner,
            basics.map((id) => ({ id, score: 5 })),
          )
        ).data?.updateLearnerProgress.overallProgress,
      ).toBe(15);
      const page = await learnerQuery(learner);
      const progress = page.data?.learner.progress as { categories: { progressPercentage: number }[] };
      expect(progress.categories.map((c) => c.progressPercentage)).toEqual([100, 0, 0, 0, 0, 0, 0, 0]);
      expect((await save(learner, [{ id: 'signals', score: 6 }])).errors?.[0]?.message).toBe('Scores run from 0 to 5');
      expect((await save(theirs, [{ id: 'signals', score: 3 }])).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const stored = await t.db
        .select({ id: learnerSkillScores.skillId })
        .from(learnerSkillScores)
        .where(eq(learnerSkillScores.learnerId, theirs));
      expect(stored).toEqual([]);
      const dit = await addLearner(t.db, me, { customerType: 'DIT', category: 'DitCar' });
      expect((await save(dit, [{ id: 'signals', score: 1 }])).errors?.[0]?.message).toBe(
        'Progress is not recorded for DIT learners',
      );
      expect((await learnerQuery(dit)).data?.learner.progress).toBeNull();
    });

    it('shows the lesson history newest first: upcoming, then completed with notes after it is taught', async () => {
      const learner = await addLearner(t.db, me, { hours: 10 });
      const book = (day: number) =>
        t.services.calendar.createLesson(me.viewer, {
          learnerId: learner,
          instructorId: me.instructorId,
          startDateTime: new Date(Date.UTC(2030, 0, day, 10)),
          endDateTime: new Date(Date.UTC(2030, 0, day, 11)),
          test: false,
          status: 'Active',
        });
      const first = await book(7);
      const second = await book(8);
      const lessons = () =>
        learnerQuery(learner).then((a) => {
          if (!a.data) throw new Error(JSON.stringify(a.errors));
          return a.data.learner.lessons as { id: string; status: string }[];
        });
      expect((await lessons()).map((l) => [l.id, l.status])).toEqual([
        [second.id, 'Upcoming'],
        [first.id, 'Upcoming'],
      ]);
      t.clock.set(new Date('2030-01-07T11:30:00Z'));
      await t.services.calendar.updateLessonNotes(me.viewer, first.id, 'Good roundabouts');
      expect(await lessons()).toEqual([
        { id: second.id, status: 'Upcoming', paid: true, notes: null, pickupPostcode: 'LS6 3AA' },
        { id: first.id, status: 'Completed', paid: true, notes: 'Good roundabouts', pickupPostcode: 'LS6 3AA' },
      ]);
      const listed = (await list()).find((l) => l.id === learner) as unknown as { lastLesson: string; active: boolean };
      expect(listed).toMatchObject({ lastLesson: '2030-01-07T10:00:00.000Z', active: true });
    });
  });
});
