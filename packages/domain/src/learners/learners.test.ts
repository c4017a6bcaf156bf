import { describe, expect, it } from 'vitest';
import { parseCommand } from '../errors/index.ts';
import {
  canCancelFromHistory,
  canDecreaseScore,
  canEditHourlyRate,
  canIncreaseScore,
  canWriteNotes,
  dateOfBirthAtNoon,
  hourlyRateFormSchema,
  hourlyRateProblem,
  isActiveOnList,
  isListedLearner,
  isPendingApproval,
  isShortNoticeTest,
  lastLessonForSort,
  learnerDetailsFormSchema,
  lessonDisplayStatus,
  newLearnerFormSchema,
  newLearnerSchema,
  progressOf,
  rejectLearnerSchema,
  skillGroups,
  skillIds,
  skillLevelName,
  stepScore,
  updateLearnerProgressSchema,
  updateLearnerSchema,
} from './index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const messageOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('pending and listed learners (spec 3 §4)', () => {
  it('pends business and unsourced learners only, lists all but the rejected business ones', () => {
    expect(isPendingApproval({ status: 'Pending', sourcedBy: 'Business' })).toBe(true);
    expect(isPendingApproval({ status: 'Pending', sourcedBy: null })).toBe(true);
    expect(isPendingApproval({ status: 'Pending', sourcedBy: 'Instructor' })).toBe(false);
    expect(isPendingApproval({ status: 'Approved', sourcedBy: 'Business' })).toBe(false);
    expect(isListedLearner({ status: 'Rejected', sourcedBy: 'Business' })).toBe(false);
    expect(isListedLearner({ status: 'Rejected', sourcedBy: 'Instructor' })).toBe(true);
    expect(isListedLearner({ status: 'Pending', sourcedBy: 'Business' })).toBe(true);
  });
});

describe('active versus inactive', () => {
  const old = { approved: true, allocationFromDate: '2025-01-01', lessonType: 'Standard' as const };
  const facts = { ...old, nextLesson: null, lastLesson: null };
  it('is inactive when approved, allocated long ago and not taught lately', () => {
    expect(isActiveOnList(facts, NOW)).toBe(false);
    expect(isActiveOnList({ ...facts, allocationFromDate: null }, NOW)).toBe(false);
  });
  it('is active when new, Motability, booked, recently allocated or recently taught', () => {
    expect(isActiveOnList({ ...facts, approved: false }, NOW)).toBe(true);
    expect(isActiveOnList({ ...facts, lessonType: 'Motability' }, NOW)).toBe(true);
    expect(isActiveOnList({ ...facts, nextLesson: new Date('2026-03-11T09:00:00Z') }, NOW)).toBe(true);
    expect(isActiveOnList({ ...facts, allocationFromDate: '2026-03-01' }, NOW)).toBe(true);
    expect(isActiveOnList({ ...facts, lastLesson: new Date('2026-03-01T09:00:00Z') }, NOW)).toBe(true);
    expect(isActiveOnList({ ...facts, lastLesson: new Date('2026-02-20T09:00:00Z') }, NOW)).toBe(false);
  });
  it('sorts a new learner without lessons as taught yesterday', () => {
    expect(lastLessonForSort({ approved: false, lastLesson: null }, NOW)).toEqual(new Date('2026-03-09T12:00:00Z'));
    expect(lastLessonForSort({ approved: true, lastLesson: null }, NOW)).toBeNull();
  });
});

describe('tests, lessons and rates', () => {
  it('calls a test booked within 14 days short notice', () => {
    expect(isShortNoticeTest([{ date: '2026-03-24', status: 'Upcoming' }], '2026-03-10')).toBe(true);
    expect(isShortNoticeTest([{ date: '2026-03-25', status: 'Upcoming' }], '2026-03-10')).toBe(false);
    expect(isShortNoticeTest([{ date: '2026-03-12', status: 'Cancelled' }], '2026-03-10')).toBe(false);
  });
  it('shows lessons as upcoming, completed or cancelled, and allows cancel or notes accordingly', () => {
    const later = new Date('2026-03-11T09:00:00Z');
    expect(lessonDisplayStatus({ status: 'Active', start: later }, NOW)).toBe('Upcoming');
    expect(lessonDisplayStatus({ status: 'Active', start: new Date('2026-03-09T09:00:00Z') }, NOW)).toBe('Completed');
    expect(lessonDisplayStatus({ status: 'Cancelled', start: later }, NOW)).toBe('Cancelled');
    expect(canCancelFromHistory('Upcoming')).toBe(true);
    expect(canWriteNotes('Upcoming')).toBe(false);
    expect(canWriteNotes('Completed')).toBe(true);
  });
  it('keeps Motability and DIT rates out of the instructor hands', () => {
    const standard = {
      lessonType: 'Standard' as const,
      productCategory: 'PreTest' as const,
      customerType: 'Learner' as const,
    };
    expect(canEditHourlyRate(standard)).toBe(true);
    expect(canEditHourlyRate({ ...standard, lessonType: 'Motability', productCategory: 'Motability' })).toBe(false);
    expect(canEditHourlyRate({ ...standard, customerType: 'DIT' })).toBe(false);
  });
  it('checks the hourly rate modal in the spec order', () => {
    expect(hourlyRateProblem(null, 4000)).toBe('Please enter a rate');
    expect(hourlyRateProblem(Number.NaN, 4000)).toBe('Please enter a number');
    expect(hourlyRateProblem(0, 4000)).toBe('Rate must be greater than zero');
    expect(hourlyRateProblem(40.25, 4000)).toBe("You can't charge more than your region rate.");
    expect(hourlyRateProblem(35.1, 4000)).toBe('Hourly rate needs to be in £0.25 increments');
    expect(hourlyRateProblem(40, 4000)).toBeNull();
    expect(hourlyRateProblem(35.75, 4000)).toBeNull();
  });
  it("reads the modal's typed rate with the same rules, as the number the update takes", () => {
    const form = hourlyRateFormSchema(4000);
    const message = (rate: string) => form.safeParse({ rate }).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter a rate');
    expect(message('3.5.1')).toBe('Please enter a number');
    expect(message('40.25')).toBe("You can't charge more than your region rate.");
    expect(form.parse({ rate: '35.75' })).toEqual({ rate: 35.75 });
  });
});

describe('the new-learner form (spec 3 §5)', () => {
  const schema = newLearnerSchema({ now: NOW, priceFor: () => 3800, franchiseRequired: true });
  const valid = {
    title: 'Ms',
    firstName: "O'Neil",
    lastName: 'Smith-Jones',
    pickupPostcode: 'ls6 3aa',
    address: { line1: '1 Cardigan Road', line2: null, town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 3AA' },
    phoneNumber: '07700900123',
    emailAddress: 'New.Learner@example.com',
    dateOfBirth: '2008-05-01',
    lessonType: 'Standard',
    hourlyRate: 37.5,
    franchiseId: 'f1',
  } as const;
  const problem = (change: Record<string, unknown>) => messageOf(() => parseCommand(schema, { ...valid, ...change }));

  it('accepts a valid learner and normalises the postcode and email', () => {
    const parsed = parseCommand(schema, valid);
    expect(parsed.pickupPostcode).toBe('LS6 3AA');
    expect(parsed.emailAddress).toBe('new.learner@example.com');
  });
  it.each([
    [{ title: '' }, 'Please select an option'],
    [{ firstName: '' }, 'Please enter a name'],
    [{ firstName: 'A' }, 'Please enter a valid name'],
    [{ firstName: 'Ann3' }, 'Please enter a valid name'],
    [{ lastName: '' }, 'Please enter a surname'],
    [{ pickupPostcode: '' }, 'Please enter a postcode'],
    [{ pickupPostcode: 'XX1' }, 'Please check this postcode is valid'],
    [{ address: null }, 'Please select an address'],
    [{ phoneNumber: '0770090' }, 'Please enter a valid mobile number'],
    [{ emailAddress: 'not-an-email' }, 'Must be a valid email address'],
    [{ dateOfBirth: '2015-01-01' }, 'Please enter a valid date of birth'],
    [{ hourlyRate: 37.3 }, 'Hourly rate needs to be in £0.25 increments'],
    [{ hourlyRate: 38.25 }, 'Check that hourly rate does not exceed the default'],
    [{ franchiseId: null }, 'Please select which franchise this learner will learn with'],
  ])('refuses %o with its message', (change, message) => {
    expect(problem(change)).toBe(message);
  });
  it('asks for the franchise first: with none chosen there is no price to judge the rate by', () => {
    const noFranchiseYet = newLearnerSchema({ now: NOW, priceFor: () => 0, franchiseRequired: true });
    expect(messageOf(() => parseCommand(noFranchiseYet, { ...valid, franchiseId: null }))).toBe(
      'Please select which franchise this learner will learn with',
    );
  });
  it('takes a mobile written 447 and no mobile at all', () => {
    expect(problem({ phoneNumber: '447700900123' })).toBeNull();
    expect(problem({ phoneNumber: '' })).toBeNull();
  });
  it("reads the form's typed rate with the same rules", () => {
    const form = newLearnerFormSchema({ now: NOW, priceFor: () => 3800, franchiseRequired: true });
    const rateProblem = (hourlyRate: string) =>
      form.safeParse({ ...valid, hourlyRate }).error?.issues.find((i) => i.path[0] === 'hourlyRate')?.message;
    expect(rateProblem('')).toBe('Please enter a number');
    expect(rateProblem('38.25')).toBe('Check that hourly rate does not exceed the default');
    expect(form.parse({ ...valid, hourlyRate: '37.50' })).toMatchObject({ hourlyRate: 37.5 });
  });
});

describe('the learner details form', () => {
  const valid = {
    id: 'x',
    title: 'Mr' as const,
    firstName: 'Sam',
    lastName: 'Lee',
    contactMobile: '07700900123',
    contactEmail: 'sam@example.com',
    addressLine1: '1 Road',
    addressLine2: '',
    addressTown: 'Leeds',
    addressPostcode: 'LS6 3AA',
    dateOfBirth: new Date('2000-06-01T11:00:00Z'),
  };
  const problem = (change: Record<string, unknown>) =>
    messageOf(() => parseCommand(updateLearnerSchema, { ...valid, ...change }));
  it.each([
    [{ firstName: '' }, 'This field is required'],
    [{ contactMobile: '0770090012' }, 'Please enter a valid phone number'],
    [{ contactEmail: 'x@' }, 'Must be a valid email address'],
    [{ addressPostcode: 'nope' }, 'Must be a valid postcode'],
    [{ addressTown: ' ' }, 'This field is required'],
  ])('refuses %o', (change, message) => expect(problem(change)).toBe(message));
  it('keeps the date of birth sent at noon as its UK date', () => {
    expect(parseCommand(updateLearnerSchema, valid).dateOfBirth).toBe('2000-06-01');
  });
  it.each([
    ['2000-06-01', '2000-06-01T11:00:00.000Z'],
    ['2000-01-15', '2000-01-15T12:00:00.000Z'],
    ['2026-03-29', '2026-03-29T11:00:00.000Z'],
    ['2026-10-25', '2026-10-25T12:00:00.000Z'],
  ])('sends the date of birth %s at noon UK (%s), which the server keeps as the same date', (iso, at) => {
    expect(dateOfBirthAtNoon(iso).toISOString()).toBe(at);
    expect(parseCommand(updateLearnerSchema, { ...valid, dateOfBirth: dateOfBirthAtNoon(iso) }).dateOfBirth).toBe(iso);
  });
  it('checks the form with the same rules, the date of birth as a date', () => {
    const { id: _id, ...fields } = valid;
    const form = (change: Record<string, unknown>) =>
      messageOf(() => parseCommand(learnerDetailsFormSchema, { ...fields, dateOfBirth: '2000-06-01', ...change }));
    expect(form({})).toBeNull();
    expect(form({ dateOfBirth: '' })).toBe('This field is required');
    expect(form({ title: '' })).toBe('This field is required');
    expect(form({ lastName: '' })).toBe('This field is required');
    expect(form({ addressLine1: '' })).toBe('This field is required');
    expect(form({ contactMobile: '077009001234' })).toBe('Please enter a valid phone number');
  });
  it('needs a rejection reason', () => {
    const reject = { learnerId: 'a', instructorId: 'b', rejectionReason: '  ' };
    expect(messageOf(() => parseCommand(rejectLearnerSchema, reject))).toBe('Please enter a reason');
  });
});

describe('progress (DVSA driver record)', () => {
  it('has 27 skills in 8 groups with the level names', () => {
    expect(skillGroups).toHaveLength(8);
    expect(skillIds).toHaveLength(27);
    expect(skillLevelName(0)).toBe('Not started');
    expect(skillLevelName(5)).toBe('Reflection');
  });
  it('steps scores one at a time within 0 and 5', () => {
    expect(canDecreaseScore(0)).toBe(false);
    expect(canIncreaseScore(4)).toBe(true);
    expect(canIncreaseScore(5)).toBe(false);
    expect(stepScore(5, 1)).toBe(5);
    expect(stepScore(0, -1)).toBe(0);
  });
  it('gives group and overall percentages', () => {
    const progress = progressOf({
      'legal-responsibilities': 5,
      'car-controls': 5,
      'safety-checks': 5,
      'moving-off-stopping': 5,
    });
    expect(progress.categories[0]?.progressPercentage).toBe(100);
    expect(progress.categories[1]?.progressPercentage).toBe(0);
    expect(progress.overallProgress).toBe(15);
  });
  it('refuses unknown skills and scores out of range', () => {
    const save = (skills: unknown) =>
      messageOf(() => parseCommand(updateLearnerProgressSchema, { learnerId: 'l', skills } as never));
    expect(save([{ id: 'juggling', score: 1 }])).toBe('Unknown skill');
    expect(save([{ id: 'signals', score: 6 }])).toBe('Scores run from 0 to 5');
    expect(save([{ id: 'signals', score: 1.5 }])).toBe('Scores run from 0 to 5');
    expect(save([{ id: 'signals', score: 5 }])).toBeNull();
  });
});
