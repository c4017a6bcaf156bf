import type { AllocationRow, LearnerRow } from './learners.repository.ts';

export type CustomerType = 'Learner' | 'DIT';
export type LearnerSource = 'Instructor' | 'Business';
export type ProductCategory = 'PreTest' | 'PostTest' | 'DitCar' | 'DitClassroom' | 'Motability';
export type AddressView = {
  id: string | null;
  line1: string;
  line2: string | null;
  town: string | null;
  county: string | null;
  postcode: string;
};
export type TravelTimeView = { id: string; lineItemKey: string; time: number };
export type LessonBalanceView = { id: string; category: ProductCategory; hours: number };
export type LearnerAllocationView = {
  id: string;
  allocationStatus: 'Approved' | 'Pending' | 'Rejected';
  active: boolean;
  fromDate: string | null;
  lessonType: 'Standard' | 'PassPlus' | 'Motorway' | 'Qualified' | 'DIT' | 'Motability';
  productCategory: ProductCategory;
  purchaseRate: number;
  purchaseVatRate: number;
  propositionAllocationKey: string;
  instructor: { id: string; travelTime: TravelTimeView[] };
};

/** What `Learner` resolves from. Allocations and balances are loaded in bulk when asked for. */
export type LearnerView = {
  id: string;
  name: { title: string | null; firstName: string; lastName: string; fullName: string };
  mobileNumber: string | null;
  landlineNumber: string | null;
  emailAddress: string | null;
  customerType: CustomerType;
  sourcedBy: LearnerSource | null;
  approved: boolean;
  pickupAddress: AddressView | null;
  address: AddressView | null;
  allocations?: LearnerAllocationView[];
  lessonBalances?: LessonBalanceView[];
};

const address = (line1: string | null, postcode: string | null, rest: Omit<AddressView, 'line1' | 'postcode'>) =>
  line1 && postcode ? { ...rest, line1, postcode } : null;

export const toLearnerView = (row: LearnerRow, approved: boolean): LearnerView => ({
  id: row.id,
  name: {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
  },
  mobileNumber: row.mobileNumber,
  landlineNumber: row.landlineNumber,
  emailAddress: row.emailAddress,
  customerType: row.customerType as CustomerType,
  sourcedBy: row.sourcedBy as LearnerSource | null,
  approved,
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
});

/** An allocation is active while approved (or pending) and not ended. */
export const isAllocationActive = (row: AllocationRow, today: string): boolean =>
  row.status !== 'Rejected' && (row.toDate === null || row.toDate >= today);

export const toAllocationView = (
  row: AllocationRow,
  instructorId: string,
  travelTime: TravelTimeView[],
  today: string,
): LearnerAllocationView => ({
  id: row.id,
  allocationStatus: row.status as LearnerAllocationView['allocationStatus'],
  active: isAllocationActive(row, today),
  fromDate: row.fromDate,
  lessonType: row.lessonType as LearnerAllocationView['lessonType'],
  productCategory: row.productCategory as ProductCategory,
  purchaseRate: row.purchaseRatePence / 100,
  purchaseVatRate: row.purchaseVatRate,
  propositionAllocationKey: row.propositionAllocationId,
  instructor: { id: instructorId, travelTime },
});
