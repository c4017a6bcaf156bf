import type {
  AllocationStatus,
  CustomerType,
  LearnerSource,
  LessonType,
  ProductCategory,
} from '@portal/domain/learners';
import { type Money, toMoney, withVat } from '@portal/domain/money';
import { type AllocationRow, type LearnerRow, type ListedLearnerRow, toDateOrNull } from './learners.repository.ts';

type AddressView = {
  id: string | null;
  line1: string;
  line2: string | null;
  town: string | null;
  county: string | null;
  postcode: string;
};
export type LessonBalanceView = { id: string; category: ProductCategory; hours: number };
/** What `LearnerAllocationInstructor` resolves from (codegen mapper). */
export type AllocationInstructorView = { id: string };
/** What `LearnerAllocation` resolves from (codegen mapper). */
export type LearnerAllocationView = {
  id: string;
  allocationStatus: AllocationStatus;
  active: boolean;
  fromDate: string | null;
  lessonType: LessonType;
  productCategory: ProductCategory;
  purchaseRate: Money;
  purchaseVatRate: number;
  propositionAllocationKey: string;
  learnerLessonType: LessonType;
  rate: Money;
  instructor: AllocationInstructorView;
};

/** What `Learner` resolves from (codegen mapper); allocations and balances resolve through loaders. */
export type LearnerView = {
  id: string;
  personId: string;
  appointedBy: LearnerSource;
  created: Date;
  status: AllocationStatus;
  name: { title: string | null; firstName: string; lastName: string; fullName: string };
  mobileNumber: string | null;
  landlineNumber: string | null;
  emailAddress: string | null;
  customerType: CustomerType;
  sourcedBy: LearnerSource | null;
  approved: boolean;
  pickupAddress: AddressView | null;
  address: AddressView | null;
  dateOfBirth: string | null;
};

/**
 * What the list read beside each learner in its one statement (spec 3 §2.1, §4), so that the list's fields
 * resolve without the per-request loaders.
 */
export type LearnerListFacts = {
  pendingApproval: boolean;
  lastLesson: Date | null;
  nextLesson: Date | null;
  /** The first allocation with the instructor, or null. */
  firstAllocation: { lessonType: LessonType; fromDate: string | null } | null;
};

/** A learner of the instructor's list: the view and its list facts. */
export type ListedLearnerView = LearnerView & { listFacts: LearnerListFacts };

/**
 * What `Learner` resolves from (the codegen mapper): a full view (with the list facts, on the list), or just the id and name that another
 * feature's own query already holds (the calendar's lessons); any other field is then read through the
 * per-request loader, which also refuses a learner the instructor does not know.
 */
export type LearnerParent = Pick<LearnerView, 'id' | 'name'> & Partial<ListedLearnerView>;

const address = (line1: string | null, postcode: string | null, rest: Omit<AddressView, 'line1' | 'postcode'>) =>
  line1 && postcode ? { ...rest, line1, postcode } : null;

export const toLearnerView = (row: LearnerRow): LearnerView => ({
  id: row.id,
  personId: row.personId,
  appointedBy: row.sourcedBy === 'Instructor' ? 'Instructor' : 'Business',
  created: new Date(row.createdAt),
  status: (row.firstStatus as AllocationStatus | null) ?? 'Pending',
  name: {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
  },
  mobileNumber: row.mobileNumber,
  landlineNumber: row.landlineNumber,
  emailAddress: row.emailAddress,
  customerType: row.customerType,
  sourcedBy: row.sourcedBy,
  approved: row.firstStatus === 'Approved',
  pickupAddress: address(row.pickupLine1, row.pickupPostcode, {
    id: `${row.id}:pickup`,
    line2: row.pickupLine2,
    town: row.pickupTown,
    county: row.pickupCounty,
  }),
  address: address(row.addressLine1, row.postcode, {
    id: `${row.id}:home`,
    line2: row.addressLine2,
    town: row.town,
    county: row.county,
  }),
  dateOfBirth: row.dateOfBirth,
});

export const toListedLearnerView = (row: ListedLearnerRow): ListedLearnerView => ({
  ...toLearnerView(row),
  listFacts: {
    pendingApproval: row.pendingApproval,
    lastLesson: toDateOrNull(row.lastLesson),
    nextLesson: toDateOrNull(row.nextLesson),
    firstAllocation: row.firstLessonType ? { lessonType: row.firstLessonType, fromDate: row.firstFromDate } : null,
  },
});

/** An allocation is active while approved (or pending) and not ended. */
export const isAllocationActive = (row: Pick<AllocationRow, 'status' | 'toDate'>, today: string): boolean =>
  row.status !== 'Rejected' && (row.toDate === null || row.toDate >= today);

export const toAllocationView = (row: AllocationRow, instructorId: string, today: string): LearnerAllocationView => ({
  id: row.id,
  allocationStatus: row.status,
  active: isAllocationActive(row, today),
  fromDate: row.fromDate,
  lessonType: row.lessonType,
  productCategory: row.productCategory,
  purchaseRate: toMoney(row.purchaseRatePence),
  purchaseVatRate: row.purchaseVatRate,
  propositionAllocationKey: row.propositionAllocationId,
  learnerLessonType: row.lessonType,
  rate: toMoney(withVat(row.purchaseRatePence, Math.round(row.purchaseVatRate * 10_000))),
  instructor: { id: instructorId },
});
