/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Ours (spec 4 names no call for it): a car the instructor teaches in, with its current mileage. */
export type AddVehicleInput = {
  fuelType: FuelType;
  instructorId: string | number;
  manufacturer: string;
  /** Digits only: the first reading. */
  mileage: string;
  model: string;
  /** As typed ('ab12 cde'): kept upper-case without spaces. */
  registration: string;
  specification?: string | null | undefined;
  transmissionType: Transmission;
};

export type AllocationStatus =
  | 'Approved'
  | 'Pending'
  | 'Rejected';

/** Sign-in from the mobile app: the adi and pw query values, each encrypted with the server's key. */
export type AppSignInInput = {
  adi: string;
  pw: string;
};

export type ArrearsDetailInput = {
  /** The instructor's id. */
  id: string | number;
  /** The franchise (proposition allocation) id. */
  propositionKey: string | number;
};

export type AvailabilityResult =
  | 'Available'
  | 'DateTimeNotAvailable'
  | 'NoCapacity'
  | 'PostcodeNotCovered'
  | 'TestCentreNotCovered';

/** Green: a qualified instructor's badge; Pink: a trainee's licence. */
export type BadgeType =
  | 'Green'
  | 'Pink';

export type BankDetailsInput = {
  accountNumber: string;
  nameOnAccount: string;
  personKey: string | number;
  sortCode: string;
};

/** AADS is shown as AA. */
export type BrandCode =
  | 'AADS'
  | 'BSM';

/** How the calendar draws an item (spec 2 §2). Cancelled items keep their kind and have status Cancelled. */
export type CalendarEventKind =
  | 'NEW_LESSON'
  | 'PAID_LESSON'
  | 'TRAVEL'
  | 'UNAVAILABLE'
  | 'UNPAID_LESSON';

/** What a lesson is called in the feed: the learner's full name, first name (the default) or "Lesson" only. */
export type CalendarFeedPrivacy =
  | 'FirstName'
  | 'FullName'
  | 'LessonOnly';

export type CancelLessonInput = {
  endDate?: string | null | undefined;
  id: string | number;
  reason?: string | null | undefined;
  refundLearner?: boolean | null | undefined;
  /** The calendar range on screen (spec); not needed by the server. */
  startDate?: string | null | undefined;
};

export type CancelTimeOffInput = {
  /** All future occurrences of the series, from this one on. */
  cancelSeries?: boolean | null | undefined;
  endDate?: string | null | undefined;
  id: string | number;
  reason?: string | null | undefined;
  startDate?: string | null | undefined;
};

export type CertificationType =
  | 'ADIBadge'
  | 'DBS'
  | 'Diamond'
  | 'Full'
  | 'HiTech'
  | 'IAM'
  | 'PDIBadge'
  | 'Provisional'
  | 'PublicLiability'
  | 'QEF'
  | 'ROSPA'
  | 'StandardsCheck';

export type ChangeLessonInput = {
  endDateTime: string;
  id: string | number;
  startDateTime: string;
  test?: boolean | null | undefined;
  travelTime?: number | null | undefined;
};

export type ConfirmSignInCodeInput = {
  challengeId: string | number;
  code: string;
};

export type ContentStatus =
  | 'Draft'
  | 'Live'
  | 'Removed';

export type CreateAreaCoverageInput = {
  discounts: Array<DiscountOptInInput>;
  districtOptIns: Array<DistrictOptInInput>;
  instructorId: string | number;
  /** The franchise id. */
  lineItemKey: string | number;
  postTestPrice?: number | null | undefined;
  /** Pounds per hour; the region's recommended price when left out. */
  preTestPrice?: number | null | undefined;
  /** The region id. */
  regionCodeKey: string | number;
};

export type CreateLessonInput = {
  ditLessonType?: DitLessonType | null | undefined;
  endDateTime: string;
  instructorId: string | number;
  learnerId: string | number;
  notes?: string | null | undefined;
  startDateTime: string;
  status: LessonStatus;
  test: boolean;
  travelTime?: number | null | undefined;
};

export type CreateSelfSourcedLearnerInput = {
  address?: NewLearnerAddressInput | null | undefined;
  dateOfBirth: string;
  emailAddress: string;
  firstName: string;
  /** Pounds per hour, in 25p steps. */
  hourlyRate: number;
  instructorId: string | number;
  lastName: string;
  /** Spec 4: Learner (the default; DIT trainees are allocated by the office). */
  learnerType?: CustomerType | null | undefined;
  lessonType: LessonType;
  /** The franchise (line item); needed when the instructor has more than one. */
  lineItemId?: string | number | null | undefined;
  phoneNumber?: string | null | undefined;
  /** Left out (spec 4 sends none): the address's postcode. */
  pickupPostcode?: string | null | undefined;
  /** Spec 4: Instructor (the default; a learner added here is the instructor's own). */
  sourcedBy?: LearnerSource | null | undefined;
  title: string;
};

export type CreateSlotOfferInput = {
  endDateTime: string;
  /** The cancelled lesson whose time is offered. */
  fromLessonId?: string | number | null | undefined;
  learnerIds: Array<string | number>;
  lessonType: LessonType;
  standsUntil: string;
  startDateTime: string;
  /** Text the instructor when someone takes it. */
  textInstructor: boolean;
};

export type CreateTestInput = {
  date: string;
  learnerId: string | number;
  status: DrivingTestStatus;
  type: DrivingTestType;
};

export type CreateTimeOffInput = {
  allDay?: boolean | null | undefined;
  endDate?: string | null | undefined;
  endDateTime: string;
  instructorId: string | number;
  notes: string;
  repeatSchedule?: RepeatScheduleInput | null | undefined;
  /** The calendar range on screen (spec 4 sends it, to refetch); not needed by the server. */
  startDate?: string | null | undefined;
  startDateTime: string;
};

export type CustomerType =
  | 'DIT'
  | 'Learner';

export type DiscountOptInInput = {
  discountId: string | number;
  optIn?: boolean | null | undefined;
};

export type DiscountType =
  | 'ExistingLearner'
  | 'NewLearner';

export type DiscountValueType =
  | 'Hourly'
  | 'Percentage';

export type DistrictOptInInput = {
  /** Update: false leaves the district out. */
  covered?: boolean | null | undefined;
  id: string | number;
  sectorOptOuts?: Array<SectorOptOutInput> | null | undefined;
};

export type DitLessonType =
  | 'DitCar'
  | 'DitClassroom';

export type DocumentStatus =
  | 'APPROVED'
  | 'FOR_APPROVAL'
  | 'OUTSTANDING'
  | 'REJECTED';

export type DrivingTestStatus =
  | 'Cancelled'
  | 'Failed'
  | 'Passed'
  | 'Pending'
  | 'Upcoming';

export type DrivingTestType =
  | 'DIT1'
  | 'DIT2'
  | 'DIT3'
  | 'Practical'
  | 'Theory';

/** Expired, ending within 30 days, or valid: the cards flag the first two. */
export type ExpiryState =
  | 'expired'
  | 'expiringSoon'
  | 'valid';

/** Issue 23 defect 8: a new franchisee's first steps on home. */
export type FirstStepKind =
  | 'ADI_BADGE'
  | 'AREAS_AND_PRICES'
  | 'BUSINESS_PROFILE'
  | 'CAR'
  | 'DRIVING_LICENCE'
  | 'INSURANCE_CERTIFICATE'
  | 'PREFERENCES';

export type FranchiseAgreementStatus =
  | 'Accepted'
  | 'Offered';

export type FuelType =
  | 'Diesel'
  | 'Electric'
  | 'Hybrid'
  | 'Petrol';

export type GenerateInstructorBioInput = {
  /** An en-GB date, dd/MM/yyyy. */
  badgeDate?: string | null | undefined;
  displayName: string;
  personKey: string | number;
  questionAnswers: Array<QuestionAnswerInput>;
};

/**
 * GetMessages' input: a page of at most total (20 when left out, at most 50), oldest first. Without a cursor the
 * latest page, skipping offset of the newest; with before, the page just before that message (load older); with
 * after, the messages just after it (catching up after a lost connection).
 */
export type GetMessagesInput = {
  after?: string | number | null | undefined;
  before?: string | number | null | undefined;
  offset?: number | null | undefined;
  total?: number | null | undefined;
};

export type InstructorLoginInput = {
  adiNumber: string;
  password: string;
};

export type InstructorPostsInput = {
  /** 1 to 50; 20 when left out (the home card asks for 5). */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** Only Live may be asked for; Live when left out. */
  status?: ContentStatus | null | undefined;
  /** Both types when left out. */
  type?: Array<PostType> | null | undefined;
};

export type InstructorStatus =
  | 'Active'
  | 'Deleted'
  | 'Inactive'
  | 'Lead'
  | 'Pending';

/** The legacy call (fleetDatabaseSchemaMigrationEnabled off): the history record of spec 4 §3. */
export type InsuranceHistoryInput = {
  certificateNumber: string;
  endDate: string;
  personKey: string | number;
  startDate: string;
  vehicleKey: string | number;
};

export type InsuranceInput = {
  certificateNumber: string;
  endDate: string;
  /** The insurance's id when updating; a vehicle has one current insurance. */
  id?: string | number | null | undefined;
  instructorId: string | number;
  startDate: string;
  vehicleId: string | number;
};

export type LeadAddressInput = {
  line1: string;
  postcode: string;
  town: string;
};

export type LearnerSource =
  | 'Business'
  | 'Instructor';

/** Spec 4 §4 account ledger entries. */
export type LedgerEntryKind =
  | 'AccountCleardown'
  | 'Invoice'
  | 'Purchase'
  | 'Reallocation'
  | 'ReallocationTransferIn'
  | 'ReallocationTransferOut'
  | 'Refund'
  | 'Setup';

export type LessonDisplayStatus =
  | 'Cancelled'
  | 'Completed'
  | 'Deleted'
  | 'Upcoming';

export type LessonReminderStatus =
  | 'Delivered'
  | 'Failed'
  | 'Sent';

export type LessonStatus =
  | 'Active'
  | 'Cancelled'
  | 'Deleted'
  | 'Pending';

export type LessonType =
  | 'DIT'
  | 'Motability'
  | 'Motorway'
  | 'PassPlus'
  | 'Qualified'
  | 'Standard';

export type NewLearnerAddressInput = {
  county?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  postcode: string;
  town: string;
};

/** Spec 4 §4 notification kinds; UPLOAD_DOCUMENTS is the documents-to-upload reminder of spec 2 §2. */
export type NotificationKind =
  | 'APPROVE_LEARNER'
  | 'OPEN_CAP'
  | 'SERVICE_MESSAGE'
  | 'UPLOAD_DOCUMENTS';

export type OnboardInstructorLoginInput = {
  /** The agreement the email's link names. Left out (spec 4 names none): the person's newest offer not yet accepted. */
  agreementKey?: string | number | null | undefined;
  brand: string;
  dateOfBirth: string;
  email: string;
  personKey: string | number;
  postcode: string;
};

export type OnboardingCommunicationInput = {
  marketing: OnboardingMarketingInput;
  reminder: OnboardingReminderInput;
};

/** The four documents of the acceptance journey, in reading order (spec 1 §2). */
export type OnboardingDocumentKind =
  | 'DriverHandbook'
  | 'FranchiseAgreement'
  | 'PreContractInformation'
  | 'ServiceIntervals';

export type OnboardingMarketingInput = {
  email: boolean;
  phone: boolean;
  post: boolean;
  sms: boolean;
};

export type OnboardingReminderInput = {
  sms: boolean;
};

export type PendingLessonsInput = {
  ids: Array<string | number>;
};

/** NEWS: the driving school's news feed; TECH: tech updates. */
export type PostType =
  | 'NEWS'
  | 'TECH';

export type PreferenceLessonType =
  | 'DIT'
  | 'Motability'
  | 'PassPlus'
  | 'ShortNoticeTest'
  | 'Standard';

export type PreferenceLessonTypeInput = {
  enabled: boolean;
  lessonType: PreferenceLessonType;
};

export type PreferenceUserType =
  | 'Instructor';

export type PriceFrequency =
  | 'Daily'
  | 'Monthly'
  | 'OneTime'
  | 'Weekly';

export type ProductCategory =
  | 'DitCar'
  | 'DitClassroom'
  | 'Motability'
  | 'PostTest'
  | 'PreTest';

export type PropositionType =
  | 'Dit'
  | 'Full'
  | 'Motability'
  | 'PartnerLite'
  | 'Solo'
  | 'ThirdParty'
  | 'Trainee';

export type QuestionAnswerInput = {
  answer: Array<string>;
  question: string;
};

export type RepeatFrequency =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

export type RepeatScheduleInput = {
  endDate: string;
  frequency: RepeatFrequency;
  startDate: string;
};

export type RequestPasswordResetInput = {
  adiNumber: string;
  mobileNumber: string;
};

export type ResendCodeInput = {
  challengeId: string | number;
};

export type ResetPasswordInput = {
  challengeId: string | number;
  code: string;
  confirmPassword: string;
  password: string;
};

export type SaveInstructorBusinessProfileInput = {
  additionalLanguages: Array<string>;
  badgeDate?: string | null | undefined;
  bio: string;
  displayName: string;
  personKey: string | number;
  questionAnswers: Array<QuestionAnswerInput>;
};

export type SectorOptOutInput = {
  id: string | number;
  optedOut?: boolean | null | undefined;
};

export type SendMessageInput = {
  body: string;
  /**
   * A UUID the browser picks once per message and sends again on every retry: the message is stored once. Left out
   * (spec 4 names none), the server makes one: each call is then a new message.
   */
  clientKey?: string | number | null | undefined;
  /** Spec 4: fixed at 1 (the instructor); any other value is refused. */
  from?: number | null | undefined;
  instructorId: string | number;
};

export type SkillScoreInput = {
  id: string | number;
  score: number;
};

export type SlotOfferCandidatesInput = {
  endDateTime: string;
  lessonType: LessonType;
  startDateTime: string;
};

export type SlotOfferRecipientStatus =
  | 'Accepted'
  | 'Opened'
  | 'Sent'
  | 'TooLate';

export type SlotOfferState =
  | 'Expired'
  | 'Open'
  | 'Taken'
  | 'Withdrawn';

export type TimeSlotInput = {
  endDateTime: string;
  startDateTime: string;
  travelTime?: number | null | undefined;
};

export type TimeSlotsAvailabilityInput = {
  ignoreCalendarItemIds?: Array<string | number> | null | undefined;
  ignoreTimeOff?: boolean | null | undefined;
  ignoreWorkHours?: boolean | null | undefined;
  instructorKey: string | number;
  learnerKey?: string | number | null | undefined;
  /** Hold every Available slot as a Pending lesson (15 minutes) and return its id. */
  prebook?: boolean | null | undefined;
  timeSlots: Array<TimeSlotInput>;
};

export type Transmission =
  | 'Automatic'
  | 'Manual';

export type UpdateAreaCoverageInput = {
  discounts: Array<DiscountOptInInput>;
  districtOptIns: Array<DistrictOptInInput>;
  lineItemCoverageId: string | number;
  postTestPrice?: number | null | undefined;
  /** Pounds per hour; unchanged when left out. */
  preTestPrice?: number | null | undefined;
};

export type UpdateInstructorPreferencesInput = {
  instructorId: string | number;
  learnerCapacity?: number | null | undefined;
  lessonTypes: Array<PreferenceLessonTypeInput>;
  propositionAllocationId: string | number;
  testCentres: Array<string | number>;
  travelTime: number;
  userType: PreferenceUserType;
  workingHours: Array<WorkingHoursInput>;
};

/** Spec 4 §7 updateLead: the details modal. The email address is read-only and only identifies. */
export type UpdateLeadInput = {
  address: LeadAddressInput;
  channel?: string | null | undefined;
  communication: OnboardingCommunicationInput;
  dateOfBirth: string;
  emailAddress: string;
  firstName: string;
  id: string | number;
  lastName: string;
  licenceNumber: string;
  mobileNumber: string;
  /** Who recommended the person (spec 4: an integer); left out, it stays as it was. */
  recommenderId?: number | null | undefined;
  salutation: string;
};

export type UpdateLearnerInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  addressPostcode: string;
  addressTown: string;
  /** Spec 4 sends false: the billing address is not changed here. true is refused. */
  billingAddressUpdate?: boolean | null | undefined;
  contactEmail: string;
  contactMobile: string;
  /** Sent at noon (UK) so that the date does not shift. */
  dateOfBirth: string;
  firstName: string;
  id: string | number;
  lastName: string;
  /** Spec 4 sends true: the address is the pickup address. false is refused. */
  pickupAddressUpdate?: boolean | null | undefined;
  title: string;
};

export type UpdateLessonNotesInput = {
  id: string | number;
  notes: string;
};

export type UpdateMileageInput = {
  confirmLower?: boolean | null | undefined;
  mileage: string;
  vehicleKey: string | number;
};

export type UpdateTestInput = {
  date: string;
  id: string | number;
  /** Spec 4 sends it; given, it must be the test's learner (else NOT_FOUND). */
  learnerId?: string | number | null | undefined;
  status: DrivingTestStatus;
  type: DrivingTestType;
};

export type UpdateTimeOffInput = {
  endDateTime?: string | null | undefined;
  id: string | number;
  /** With new times: this slot and every later one of its series shift alike (all or nothing). */
  moveSeries?: boolean | null | undefined;
  /** The notes (spec 4); left out when only the times change. */
  notes?: string | null | undefined;
  /** Issue 26 §2: new times (a drag, a resize or the dialog's move), both or neither, judged as a new slot's. */
  startDateTime?: string | null | undefined;
};

export type VehicleMileageInput = {
  /** Set once the instructor confirmed a reading lower than the last. */
  confirmLower?: boolean | null | undefined;
  /** The vehicle's id. */
  id: string | number;
  /** Digits only. */
  mileage: string;
};

export type VehicleType =
  | 'Business'
  | 'Personal';

/** A day of the week: 0 = Monday ... 6 = Sunday; minutes after midnight, both null for a day off. */
export type WorkingHoursInput = {
  dayNumber: number;
  endTime?: number | null | undefined;
  startTime?: number | null | undefined;
};

export type AccountInvoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountInvoicesQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, invoices: Array<{ __typename: 'Invoice', id: string, invoiceId: string, invoiceDate: string, description: string, pdfCreated: boolean, paid: boolean, value: { __typename: 'Money', pence: number, formatted: string } }> } };

export type AccountTransactionsQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
  withArrears: boolean;
}>;


export type AccountTransactionsQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, arrears?: Array<{ __typename: 'Arrears', id: string, reference: string, propositionKey: string, date: string, amount: { __typename: 'Money', pence: number, formatted: string } }>, ledgerItems: Array<{ __typename: 'LedgerItem', id: string, name: string, date: string, kind: LedgerEntryKind, value: { __typename: 'Money', pence: number, formatted: string }, valueExVat: { __typename: 'Money', pence: number, formatted: string } }> } };

export type ArrearsBreakdownQueryVariables = Exact<{
  input: ArrearsDetailInput;
}>;


export type ArrearsBreakdownQuery = { __typename: 'Query', instructorArrearsBreakdown: Array<{ __typename: 'Arrears', id: string, reference: string, date: string, amount: { __typename: 'Money', pence: number, formatted: string } }> };

export type InvoiceUrlQueryVariables = Exact<{
  transactionKey: string | number;
}>;


export type InvoiceUrlQuery = { __typename: 'Query', instructorInvoiceUrl: { __typename: 'InvoiceLink', id: string, url: string | null } };

export type LedgerExportQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
}>;


export type LedgerExportQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, ledgerItems: Array<{ __typename: 'LedgerItem', id: string, name: string, date: string, kind: LedgerEntryKind, value: { __typename: 'Money', pence: number }, valueExVat: { __typename: 'Money', pence: number } }> } };

export type TaxYearQueryVariables = Exact<{
  id: string | number;
  startYear?: number | null | undefined;
}>;


export type TaxYearQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, taxYearSummary: { __typename: 'TaxYearSummary', startYear: number, label: string, from: string, to: string, lessonIncome: { __typename: 'Money', pence: number, formatted: string }, franchiseFees: { __typename: 'Money', pence: number, formatted: string }, months: Array<{ __typename: 'TaxMonth', label: string, lessonIncome: { __typename: 'Money', pence: number, formatted: string }, franchiseFees: { __typename: 'Money', pence: number, formatted: string } }> } } };

export type AreaRegionFragment = { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> };

export type AreaCoverageFragment = { __typename: 'Coverage', id: string, lineItemKey: string, numberOfDistricts: number, numberOfCoveredDistricts: number, numberOfDiscountsAvailable: number, numberOfDiscountsApplied: number, region: { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }, pricing: Array<{ __typename: 'CoveragePrice', id: string, price: { __typename: 'Money', pence: number, formatted: string }, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory } }> };

export type GetCoverageQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCoverageQuery = { __typename: 'Query', coverage: { __typename: 'Coverage', id: string, lineItemKey: string, numberOfDistricts: number, numberOfCoveredDistricts: number, numberOfDiscountsAvailable: number, numberOfDiscountsApplied: number, region: { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }, pricing: Array<{ __typename: 'CoveragePrice', id: string, price: { __typename: 'Money', pence: number, formatted: string }, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory } }> } };

export type CreateAreaCoverageMutationVariables = Exact<{
  input: CreateAreaCoverageInput;
}>;


export type CreateAreaCoverageMutation = { __typename: 'Mutation', createAreaCoverage: { __typename: 'Coverage', id: string, lineItemKey: string, numberOfDistricts: number, numberOfCoveredDistricts: number, numberOfDiscountsAvailable: number, numberOfDiscountsApplied: number, region: { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }, pricing: Array<{ __typename: 'CoveragePrice', id: string, price: { __typename: 'Money', pence: number, formatted: string }, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory } }> } };

export type DeleteAreaCoverageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAreaCoverageMutation = { __typename: 'Mutation', deleteAreaCoverage: { __typename: 'DeleteAreaCoverageResult', affected: number } };

export type GetInstructorAreasQueryVariables = Exact<{
  instructorId: string | number;
}>;


export type GetInstructorAreasQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, propositions: Array<{ __typename: 'InstructorProposition', id: string, coverage: Array<{ __typename: 'Coverage', id: string, lineItemKey: string, numberOfDistricts: number, numberOfCoveredDistricts: number, numberOfDiscountsAvailable: number, numberOfDiscountsApplied: number, region: { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }, pricing: Array<{ __typename: 'CoveragePrice', id: string, price: { __typename: 'Money', pence: number, formatted: string }, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory } }> }> }> } };

export type RegionLookupQueryVariables = Exact<{
  term: string;
  propositionId: string | number;
}>;


export type RegionLookupQuery = { __typename: 'Query', regionLookup: Array<{ __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }> };

export type UpdateAreaCoverageMutationVariables = Exact<{
  input: UpdateAreaCoverageInput;
}>;


export type UpdateAreaCoverageMutation = { __typename: 'Mutation', updateAreaCoverage: { __typename: 'Coverage', id: string, lineItemKey: string, numberOfDistricts: number, numberOfCoveredDistricts: number, numberOfDiscountsAvailable: number, numberOfDiscountsApplied: number, region: { __typename: 'Region', id: string, regionCode: string, regionName: string, districts: Array<{ __typename: 'District', id: string, districtCode: string, covered: boolean, sectors: Array<{ __typename: 'Sector', id: string, sectorCode: string, covered: boolean }> }>, pricing: Array<{ __typename: 'RegionPricing', id: string, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory }, recommendedPrice: { __typename: 'Money', pence: number, formatted: string }, minPrice: { __typename: 'Money', pence: number, formatted: string }, maxPrice: { __typename: 'Money', pence: number, formatted: string } }>, discounts: Array<{ __typename: 'Discount', id: string, discountName: string, discountType: DiscountType, valueType: DiscountValueType, formattedValue: string, description: string, optedIn: boolean }> }, pricing: Array<{ __typename: 'CoveragePrice', id: string, price: { __typename: 'Money', pence: number, formatted: string }, productCategory: { __typename: 'ProductCategoryRef', id: string, type: ProductCategory } }> } };

export type AppSignInMutationVariables = Exact<{
  input: AppSignInInput;
}>;


export type AppSignInMutation = { __typename: 'Mutation', appSignIn: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null, lockoutSeconds: number | null } };

export type ConfirmSignInCodeMutationVariables = Exact<{
  input: ConfirmSignInCodeInput;
}>;


export type ConfirmSignInCodeMutation = { __typename: 'Mutation', confirmSignInCode: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null, lockoutSeconds: number | null } };

export type InstructorLoginMutationVariables = Exact<{
  input: InstructorLoginInput;
}>;


export type InstructorLoginMutation = { __typename: 'Mutation', instructorLogin: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null, lockoutSeconds: number | null } };

export type LoginOutcomeFragment = { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null, lockoutSeconds: number | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'Instructor', id: string, adiNumber: string, firstName: string, lastName: string, fullName: string, status: InstructorStatus, brands: Array<BrandCode>, propositions: Array<{ __typename: 'InstructorProposition', id: string, proposition: { __typename: 'Proposition', id: string, name: string, type: PropositionType, brand: BrandCode, transmission: Transmission } }> } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: { __typename: 'PasswordResetChallenge', challengeId: string, maskedMobile: string } };

export type ResendCodeMutationVariables = Exact<{
  input: ResendCodeInput;
}>;


export type ResendCodeMutation = { __typename: 'Mutation', resendCode: { __typename: 'ResendCodeResult', success: boolean, retryAfterSeconds: number | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'ResetPasswordResult', success: boolean } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename: 'Mutation', signOut: boolean };

export type CalendarFeedDetailsFragment = { __typename: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string, privacy: CalendarFeedPrivacy };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { __typename: 'Query', me: { __typename: 'Instructor', id: string, calendarFeed: { __typename: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string, privacy: CalendarFeedPrivacy } | null } | null };

export type EnableCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type EnableCalendarFeedMutation = { __typename: 'Mutation', enableCalendarFeed: { __typename: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string, privacy: CalendarFeedPrivacy } };

export type ResetCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetCalendarFeedMutation = { __typename: 'Mutation', resetCalendarFeed: { __typename: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string, privacy: CalendarFeedPrivacy } };

export type DisableCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type DisableCalendarFeedMutation = { __typename: 'Mutation', disableCalendarFeed: boolean };

export type SetCalendarFeedPrivacyMutationVariables = Exact<{
  privacy: CalendarFeedPrivacy;
}>;


export type SetCalendarFeedPrivacyMutation = { __typename: 'Mutation', setCalendarFeedPrivacy: { __typename: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string, privacy: CalendarFeedPrivacy } };

export type CalendarLessonEventFragment = { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, learner: { __typename: 'Learner', id: string, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string } } };

export type CalendarTimeOffEventFragment = { __typename: 'TimeOff', id: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null };

export type CalendarEventsQueryVariables = Exact<{
  instructorId: string | number;
  startDate: string;
  endDate: string;
}>;


export type CalendarEventsQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, calendarEvents: Array<
      | { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, learner: { __typename: 'Learner', id: string, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string } } }
      | { __typename: 'TimeOff', id: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null }
    >, workingHours: Array<{ __typename: 'WorkingHours', id: string, day: number, start: number | null, end: number | null, lineItemKey: string }> } };

export type CalendarLearnersQueryVariables = Exact<{
  instructorId: string | number;
}>;


export type CalendarLearnersQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, learners: Array<{ __typename: 'Learner', id: string, customerType: CustomerType, approved: boolean, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, allocations: Array<{ __typename: 'LearnerAllocation', id: string, allocationStatus: AllocationStatus, active: boolean, productCategory: ProductCategory }>, lessonBalances: Array<{ __typename: 'LessonBalance', id: string, category: ProductCategory, hours: number }> }> } };

export type CalendarLessonQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarLessonQuery = { __typename: 'Query', lesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, reminder: { __typename: 'LessonReminder', status: LessonReminderStatus, sentAt: string, deliveredAt: string | null } | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type CalendarScheduleQueryVariables = Exact<{
  instructorId: string | number;
  startDate: string;
  endDate: string;
}>;


export type CalendarScheduleQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, calendarEvents: Array<
      | { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, learner: { __typename: 'Learner', id: string, pickupAddress: { __typename: 'Address', postcode: string } | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string } } }
      | { __typename: 'TimeOff', id: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null }
    > } };

export type CalendarSlotOffersQueryVariables = Exact<{
  startDate: string;
  endDate: string;
}>;


export type CalendarSlotOffersQuery = { __typename: 'Query', slotOffers: Array<{ __typename: 'SlotOffer', id: string, startDateTime: string, endDateTime: string, state: SlotOfferState, takenBy: string | null, recipients: Array<{ __typename: 'SlotOfferRecipient', id: string, status: SlotOfferRecipientStatus }> }> };

export type CalendarTimeOffQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarTimeOffQuery = { __typename: 'Query', timeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type CancelLessonMutationVariables = Exact<{
  input: CancelLessonInput;
}>;


export type CancelLessonMutation = { __typename: 'Mutation', cancelLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, reminder: { __typename: 'LessonReminder', status: LessonReminderStatus, sentAt: string, deliveredAt: string | null } | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type CancelPendingLessonsMutationVariables = Exact<{
  input: PendingLessonsInput;
}>;


export type CancelPendingLessonsMutation = { __typename: 'Mutation', cancelPendingLessons: Array<string> };

export type CancelTimeOffMutationVariables = Exact<{
  input: CancelTimeOffInput;
}>;


export type CancelTimeOffMutation = { __typename: 'Mutation', cancelTimeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type ChangeLessonMutationVariables = Exact<{
  input: ChangeLessonInput;
}>;


export type ChangeLessonMutation = { __typename: 'Mutation', changeLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, reminder: { __typename: 'LessonReminder', status: LessonReminderStatus, sentAt: string, deliveredAt: string | null } | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type ConvertPendingLessonsMutationVariables = Exact<{
  input: PendingLessonsInput;
}>;


export type ConvertPendingLessonsMutation = { __typename: 'Mutation', convertPendingLessons: Array<{ __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, status: LessonStatus }> };

export type CreateLessonMutationVariables = Exact<{
  input: CreateLessonInput;
}>;


export type CreateLessonMutation = { __typename: 'Mutation', createLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, reminder: { __typename: 'LessonReminder', status: LessonReminderStatus, sentAt: string, deliveredAt: string | null } | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type CreateSlotOfferMutationVariables = Exact<{
  input: CreateSlotOfferInput;
}>;


export type CreateSlotOfferMutation = { __typename: 'Mutation', createSlotOffer: { __typename: 'SlotOffer', id: string, startDateTime: string, endDateTime: string, lessonType: LessonType, standsUntil: string, textInstructor: boolean, state: SlotOfferState, takenAt: string | null, takenBy: string | null, lessonId: string | null, recipients: Array<{ __typename: 'SlotOfferRecipient', id: string, learnerId: string, fullName: string, status: SlotOfferRecipientStatus, sentAt: string, openedAt: string | null }> } };

export type CreateTimeOffMutationVariables = Exact<{
  input: CreateTimeOffInput;
}>;


export type CreateTimeOffMutation = { __typename: 'Mutation', createTimeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type LessonDetailsFragment = { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, reminder: { __typename: 'LessonReminder', status: LessonReminderStatus, sentAt: string, deliveredAt: string | null } | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } };

export type SlotOfferCandidatesQueryVariables = Exact<{
  input: SlotOfferCandidatesInput;
}>;


export type SlotOfferCandidatesQuery = { __typename: 'Query', slotOfferCandidates: Array<{ __typename: 'SlotOfferCandidate', learnerId: string, fullName: string, suggested: boolean, reasons: Array<string>, canText: boolean }> };

export type SlotOfferDetailsFragment = { __typename: 'SlotOffer', id: string, startDateTime: string, endDateTime: string, lessonType: LessonType, standsUntil: string, textInstructor: boolean, state: SlotOfferState, takenAt: string | null, takenBy: string | null, lessonId: string | null, recipients: Array<{ __typename: 'SlotOfferRecipient', id: string, learnerId: string, fullName: string, status: SlotOfferRecipientStatus, sentAt: string, openedAt: string | null }> };

export type SlotOfferQueryVariables = Exact<{
  id: string | number;
}>;


export type SlotOfferQuery = { __typename: 'Query', slotOffer: { __typename: 'SlotOffer', id: string, startDateTime: string, endDateTime: string, lessonType: LessonType, standsUntil: string, textInstructor: boolean, state: SlotOfferState, takenAt: string | null, takenBy: string | null, lessonId: string | null, recipients: Array<{ __typename: 'SlotOfferRecipient', id: string, learnerId: string, fullName: string, status: SlotOfferRecipientStatus, sentAt: string, openedAt: string | null }> } };

export type TimeOffDetailsFragment = { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null };

export type TimeSlotsAvailabilityQueryVariables = Exact<{
  input: TimeSlotsAvailabilityInput;
}>;


export type TimeSlotsAvailabilityQuery = { __typename: 'Query', timeSlotsAvailability: Array<{ __typename: 'TimeSlotAvailability', startDateTime: string, endDateTime: string, travelTime: number, availability: AvailabilityResult, prepaid: boolean, insufficientBalanceForBooking: boolean, bookedPendingLessonId: string | null }> };

export type UpdateTimeOffMutationVariables = Exact<{
  input: UpdateTimeOffInput;
}>;


export type UpdateTimeOffMutation = { __typename: 'Mutation', updateTimeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type WithdrawSlotOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawSlotOfferMutation = { __typename: 'Mutation', withdrawSlotOffer: { __typename: 'SlotOffer', id: string, startDateTime: string, endDateTime: string, lessonType: LessonType, standsUntil: string, textInstructor: boolean, state: SlotOfferState, takenAt: string | null, takenBy: string | null, lessonId: string | null, recipients: Array<{ __typename: 'SlotOfferRecipient', id: string, learnerId: string, fullName: string, status: SlotOfferRecipientStatus, sentAt: string, openedAt: string | null }> } };

export type AddVehicleMutationVariables = Exact<{
  input: AddVehicleInput;
}>;


export type AddVehicleMutation = { __typename: 'Mutation', addVehicle: { __typename: 'VehicleAssignment', id: string, vehicle: { __typename: 'Vehicle', id: string, registration: string } } };

export type AgreementsDocumentsQueryVariables = Exact<{
  personKey: string | number;
}>;


export type AgreementsDocumentsQuery = { __typename: 'Query', agreementsDocumentsByPerson: Array<{ __typename: 'AgreementDocuments', id: string, agreementName: string, active: boolean, fromDate: string, toDate: string | null, documents: Array<{ __typename: 'Document', id: string, documentType: string, url: string | null, viewUrl: string | null }> }> };

export type CustomerAndFranchiseDocumentsQueryVariables = Exact<{
  personKey: string | number;
}>;


export type CustomerAndFranchiseDocumentsQuery = { __typename: 'Query', customerAndFranchiseDocumentsByPerson: { __typename: 'CustomerAndFranchiseDocuments', customerDocuments: Array<{ __typename: 'Document', id: string, documentType: string, status: DocumentStatus, rejectionReason: string | null, uploadedDate: string | null, url: string | null, viewUrl: string | null, canUpload: boolean }> } };

export type InstructorDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type InstructorDetailsQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, adiNumber: string, propositions: Array<{ __typename: 'InstructorProposition', id: string, fromDate: string, toDate: string | null, proposition: { __typename: 'Proposition', id: string, name: string, type: PropositionType, brand: BrandCode, transmission: Transmission, price: { __typename: 'Price', frequency: PriceFrequency, includingVAT: { __typename: 'Money', formatted: string } } } }>, personalDetails: { __typename: 'PersonalDetails', personId: string, dateOfBirth: string | null, emailAddress: string | null, mobileNumber: string | null, landlineNumber: string | null, name: { __typename: 'PersonName', title: string | null, firstName: string, lastName: string, fullName: string }, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, county: string | null, postcode: string } | null }, drivingDetails: { __typename: 'DrivingDetails', licenceNumber: string | null, licenceValidTo: string | null }, myBusiness: { __typename: 'MyBusiness', adiNumber: string, businessName: string | null, businessEmail: string | null, vatNumber: string | null }, certifications: Array<{ __typename: 'Certification', id: string, type: CertificationType, reference: string | null, toDate: string | null, expiryState: ExpiryState }>, additionalDrivers: Array<{ __typename: 'AdditionalDriver', id: string, name: { __typename: 'AdditionalDriverName', fullName: string } }>, vehicleAssignments: Array<{ __typename: 'VehicleAssignment', id: string, assignmentDate: string, vehicle: { __typename: 'Vehicle', id: string, registration: string, manufacturer: string, model: string, specification: string | null, transmissionType: Transmission, fuelType: FuelType, vehicleType: VehicleType, mileage: Array<{ __typename: 'MileageReading', captureDate: string, value: number }>, insurance: { __typename: 'Insurance', id: string, certificateNumber: string, startDate: string, endDate: string, expiryState: ExpiryState } | null } }> } };

export type UpdateInstructorDetailsMutationVariables = Exact<{
  id: string | number;
  vehicleMileage: VehicleMileageInput;
}>;


export type UpdateInstructorDetailsMutation = { __typename: 'Mutation', updateInstructorDetails: { __typename: 'Instructor', id: string } };

export type UpdateInsuranceHistoryMutationVariables = Exact<{
  input: InsuranceHistoryInput;
}>;


export type UpdateInsuranceHistoryMutation = { __typename: 'Mutation', updateInsuranceHistory: { __typename: 'Insurance', id: string, certificateNumber: string, startDate: string, endDate: string } };

export type UpdateInsuranceMutationVariables = Exact<{
  input: InsuranceInput;
}>;


export type UpdateInsuranceMutation = { __typename: 'Mutation', updateInsurance: { __typename: 'Insurance', id: string, certificateNumber: string, startDate: string, endDate: string } };

export type UpdateMileageMutationVariables = Exact<{
  input: UpdateMileageInput;
}>;


export type UpdateMileageMutation = { __typename: 'Mutation', updateMileage: { __typename: 'MileageReading', captureDate: string, value: number } };

export type HomeDashboardQueryVariables = Exact<{
  id: string | number;
  withLessons: boolean;
  withArrears: boolean;
  withNews: boolean;
}>;


export type HomeDashboardQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, todaysThingsToDo: Array<{ __typename: 'Reminder', kind: NotificationKind, count: number }>, firstSteps: Array<{ __typename: 'FirstStep', kind: FirstStepKind, label: string, href: string, done: boolean }>, todaysIncome?: { __typename: 'Money', pence: number, formatted: string }, todaysEvents?: Array<{ __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, newLearner: boolean, learner: { __typename: 'Learner', id: string, name: { __typename: 'PersonName', fullName: string }, pickupAddress: { __typename: 'Address', postcode: string } | null } }>, arrears?: Array<{ __typename: 'Arrears', id: string, amount: { __typename: 'Money', pence: number, formatted: string } }>, posts?: Array<{ __typename: 'Post', id: string, type: PostType, title: string, date: string }> } };

export type LearnerAddressByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerAddressByIdQuery = { __typename: 'Query', addressById: { __typename: 'FullAddress', id: string, line1: string, line2: string | null, town: string, county: string | null, postcode: string } | null };

export type LearnerAddressLookupQueryVariables = Exact<{
  postcode: string;
}>;


export type LearnerAddressLookupQuery = { __typename: 'Query', addressLookup: Array<{ __typename: 'AddressSearchResult', id: string, description: string }> };

export type ApproveLearnerMutationVariables = Exact<{
  learnerId: string | number;
  instructorId: string | number;
}>;


export type ApproveLearnerMutation = { __typename: 'Mutation', approveLearner: string };

export type CreateSelfSourcedLearnerMutationVariables = Exact<{
  input: CreateSelfSourcedLearnerInput;
}>;


export type CreateSelfSourcedLearnerMutation = { __typename: 'Mutation', createSelfSourcedLearner: string };

export type CreateTestMutationVariables = Exact<{
  input: CreateTestInput;
}>;


export type CreateTestMutation = { __typename: 'Mutation', createTest: { __typename: 'DrivingTest', id: string, date: string, type: DrivingTestType, status: DrivingTestStatus, editable: boolean } };

export type DeleteTestMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestMutation = { __typename: 'Mutation', deleteTest: string };

export type LearnerEmailExistsQueryVariables = Exact<{
  emailAddress: string;
}>;


export type LearnerEmailExistsQuery = { __typename: 'Query', emailExists: { __typename: 'EmailExistsResult', exists: boolean } };

export type LearnerDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerDetailsQuery = { __typename: 'Query', learner: { __typename: 'Learner', id: string, mobileNumber: string | null, emailAddress: string | null, dateOfBirth: string | null, customerType: CustomerType, sourcedBy: LearnerSource | null, approved: boolean, pendingApproval: boolean, name: { __typename: 'PersonName', title: string | null, firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, county: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, county: string | null, postcode: string } | null, allocations: Array<{ __typename: 'LearnerAllocation', id: string, allocationStatus: AllocationStatus, lessonType: LessonType, productCategory: ProductCategory, propositionAllocationKey: string, purchaseRate: { __typename: 'Money', pence: number, formatted: string } }>, tests: Array<{ __typename: 'DrivingTest', id: string, date: string, type: DrivingTestType, status: DrivingTestStatus, editable: boolean }> } };

export type LearnerLessonNotesMutationVariables = Exact<{
  input: UpdateLessonNotesInput;
}>;


export type LearnerLessonNotesMutation = { __typename: 'Mutation', updateLessonNotes: { __typename: 'Lesson', id: string } };

export type LearnerLessonPricesQueryVariables = Exact<{
  franchiseId?: string | number | null | undefined;
}>;


export type LearnerLessonPricesQuery = { __typename: 'Query', learnerLessonPrices: Array<{ __typename: 'LessonTypePrice', lessonType: LessonType, price: { __typename: 'Money', pence: number, formatted: string } }> };

export type LearnerLessonsQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerLessonsQuery = { __typename: 'Query', learner: { __typename: 'Learner', id: string, lessons: Array<{ __typename: 'LearnerLesson', id: string, startDateTime: string, endDateTime: string, status: LessonDisplayStatus, paid: boolean, pickupPostcode: string | null, notes: string | null }> } };

export type LearnerPageStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerPageStatusQuery = { __typename: 'Query', learner: { __typename: 'Learner', id: string, learnerPage: { __typename: 'LearnerPageStatus', reminderOptIn: boolean, linkSentAt: string | null } } };

export type SendLearnerPageLinkMutationVariables = Exact<{
  learnerId: string | number;
}>;


export type SendLearnerPageLinkMutation = { __typename: 'Mutation', sendLearnerPageLink: { __typename: 'LearnerPageStatus', reminderOptIn: boolean, linkSentAt: string | null } };

export type RevokeLearnerPageLinkMutationVariables = Exact<{
  learnerId: string | number;
}>;


export type RevokeLearnerPageLinkMutation = { __typename: 'Mutation', revokeLearnerPageLink: { __typename: 'LearnerPageStatus', reminderOptIn: boolean, linkSentAt: string | null } };

export type SetLearnerRemindersMutationVariables = Exact<{
  learnerId: string | number;
  optIn: boolean;
}>;


export type SetLearnerRemindersMutation = { __typename: 'Mutation', setLearnerReminders: { __typename: 'LearnerPageStatus', reminderOptIn: boolean, linkSentAt: string | null } };

export type LearnerProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerProgressQuery = { __typename: 'Query', learner: { __typename: 'Learner', id: string, progress: { __typename: 'LearnerProgress', overallProgress: number, categories: Array<{ __typename: 'LearnerProgressCategory', id: string, categoryName: string, progressPercentage: number, skills: Array<{ __typename: 'LearnerSkill', id: string, skillName: string, score: number }> }> } | null } };

export type LearnersListQueryVariables = Exact<{
  instructorId: string | number;
}>;


export type LearnersListQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, learners: Array<{ __typename: 'Learner', id: string, approved: boolean, pendingApproval: boolean, active: boolean, lastLesson: string | null, sourcedBy: LearnerSource | null, customerType: CustomerType, learnerLessonType: LessonType | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, postcode: string } | null, address: { __typename: 'Address', line1: string, postcode: string } | null }> } };

export type RejectLearnerMutationVariables = Exact<{
  learnerId: string | number;
  instructorId: string | number;
  rejectionReason: string;
}>;


export type RejectLearnerMutation = { __typename: 'Mutation', rejectLearner: string };

export type UpdateHourlyRateMutationVariables = Exact<{
  allocationId: string | number;
  rate: number;
}>;


export type UpdateHourlyRateMutation = { __typename: 'Mutation', updateHourlyRate: { __typename: 'LearnerAllocation', id: string, purchaseRate: { __typename: 'Money', pence: number, formatted: string } } };

export type UpdateLearnerProgressMutationVariables = Exact<{
  learnerId: string | number;
  skills: Array<SkillScoreInput> | SkillScoreInput;
}>;


export type UpdateLearnerProgressMutation = { __typename: 'Mutation', updateLearnerProgress: { __typename: 'LearnerProgress', overallProgress: number } };

export type UpdateLearnerMutationVariables = Exact<{
  input: UpdateLearnerInput;
}>;


export type UpdateLearnerMutation = { __typename: 'Mutation', updateLearner: { __typename: 'Learner', id: string, name: { __typename: 'PersonName', title: string | null, firstName: string, lastName: string, fullName: string } } };

export type UpdateTestMutationVariables = Exact<{
  input: UpdateTestInput;
}>;


export type UpdateTestMutation = { __typename: 'Mutation', updateTest: { __typename: 'DrivingTest', id: string, date: string, type: DrivingTestType, status: DrivingTestStatus, editable: boolean } };

export type ChatMessageFragment = { __typename: 'Message', id: string, body: string, created: string, from: number, agentName: string | null, read: boolean, clientKey: string | null };

export type GetMessagesQueryVariables = Exact<{
  instructorId: string | number;
  input?: GetMessagesInput | null | undefined;
}>;


export type GetMessagesQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, messages: Array<{ __typename: 'Message', id: string, body: string, created: string, from: number, agentName: string | null, read: boolean, clientKey: string | null }> } };

export type FeedPostFragment = { __typename: 'Post', id: string, brand: BrandCode, type: PostType, title: string, author: string, date: string, content: string };

export type InstructorPostsQueryVariables = Exact<{
  instructorId: string | number;
  input?: InstructorPostsInput | null | undefined;
}>;


export type InstructorPostsQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, posts: Array<{ __typename: 'Post', id: string, brand: BrandCode, type: PostType, title: string, author: string, date: string, content: string }> } };

export type MarkMessagesReadMutationVariables = Exact<{
  instructorId: string | number;
}>;


export type MarkMessagesReadMutation = { __typename: 'Mutation', markMessagesRead: number };

export type PostQueryVariables = Exact<{
  id: string | number;
}>;


export type PostQuery = { __typename: 'Query', post: { __typename: 'Post', id: string, brand: BrandCode, type: PostType, title: string, author: string, date: string, content: string } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { __typename: 'Mutation', sendMessage: { __typename: 'Message', id: string, body: string, created: string, from: number, agentName: string | null, read: boolean, clientKey: string | null } };

export type OfflineLessonsQueryVariables = Exact<{
  instructorId: string | number;
  startDate: string;
  endDate: string;
}>;


export type OfflineLessonsQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, calendarEvents: Array<
      | { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, status: LessonStatus, test: boolean, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, name: { __typename: 'PersonName', fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } }
      | { __typename: 'TimeOff' }
    > } };

export type AcceptFranchiseAgreementMutationVariables = Exact<{
  agreementKey: string | number;
}>;


export type AcceptFranchiseAgreementMutation = { __typename: 'Mutation', acceptFranchiseAgreement: boolean };

export type AddBankDetailsMutationVariables = Exact<{
  input: BankDetailsInput;
}>;


export type AddBankDetailsMutation = { __typename: 'Mutation', addBankDetails: { __typename: 'MaskedBankDetails', nameOnAccount: string, accountNumberEnding: string } };

export type FranchiseAgreementQueryVariables = Exact<{
  agreementKey: string | number;
}>;


export type FranchiseAgreementQuery = { __typename: 'Query', franchiseAgreement: { __typename: 'FranchiseAgreement', franchiseAgreementKey: string, franchiseName: string, brand: BrandCode, title: string | null, firstName: string, surname: string, dateOfBirth: string, address: string, city: string, zipCode: string, emailAddress: string, phoneNumber: string, drivingNumber: string, adiNumber: string, duration: number, leadType: string, startDateTime: string, paymentType: string, paymentTerms: string, courseInstalments: number | null, personKey: string, channel: string, status: FranchiseAgreementStatus, totalPayable: { __typename: 'Money', formatted: string }, paymentDueWeekly: { __typename: 'Money', formatted: string }, communication: { __typename: 'OnboardingCommunication', marketing: { __typename: 'OnboardingMarketingPreferences', email: boolean, sms: boolean, phone: boolean, post: boolean }, reminder: { __typename: 'OnboardingReminderPreferences', sms: boolean } }, documents: Array<{ __typename: 'FranchiseAgreementDocument', kind: OnboardingDocumentKind, documentName: string, url: string, version: number, viewed: boolean, accepted: boolean, acceptedAt: string | null }>, bankDetails: { __typename: 'MaskedBankDetails', nameOnAccount: string, accountNumberEnding: string } | null } };

export type GetDdiDocumentUrlQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDdiDocumentUrlQuery = { __typename: 'Query', getDDIDocumentUrl: string };

export type OnboardInstructorLoginMutationVariables = Exact<{
  input: OnboardInstructorLoginInput;
}>;


export type OnboardInstructorLoginMutation = { __typename: 'Mutation', onboardInstructorLogin: { __typename: 'OnboardLoginResult', accessToken: string } };

export type SignFranchiseAgreementDocumentMutationVariables = Exact<{
  agreementKey: string | number;
  kind: OnboardingDocumentKind;
}>;


export type SignFranchiseAgreementDocumentMutation = { __typename: 'Mutation', signFranchiseAgreementDocument: { __typename: 'FranchiseAgreementDocument', kind: OnboardingDocumentKind, accepted: boolean, acceptedAt: string | null } };

export type UpdateLeadMutationVariables = Exact<{
  input: UpdateLeadInput;
}>;


export type UpdateLeadMutation = { __typename: 'Mutation', updateLead: boolean };

export type PreferenceTestCentreFragment = { __typename: 'TestCentre', id: string, name: string, line1: string | null, line2: string | null, town: string | null, county: string | null, postcode: string | null };

export type PreferencesQueryVariables = Exact<{
  id: string | number;
}>;


export type PreferencesQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, workingHours: Array<{ __typename: 'WorkingHours', id: string, day: number, start: number | null, end: number | null, lineItemKey: string }>, travelTime: Array<{ __typename: 'TravelTime', id: string, lineItemKey: string, time: number }>, learnerCapacity: Array<{ __typename: 'LearnerCapacity', id: string, lineItemKey: string, current: number, maximum: number, locked: boolean }>, lessonTypes: Array<{ __typename: 'InstructorLessonType', propositionAllocationId: string, lessonType: PreferenceLessonType, enabled: boolean, toggleable: boolean }>, testCentres: Array<{ __typename: 'InstructorTestCentre', id: string, lineItemKey: string, name: string, line1: string | null, line2: string | null, town: string | null, county: string | null, postcode: string | null }> } };

export type TestCentresQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type TestCentresQuery = { __typename: 'Query', testCentres: Array<{ __typename: 'TestCentre', id: string, name: string, line1: string | null, line2: string | null, town: string | null, county: string | null, postcode: string | null }> };

export type UpdateInstructorPreferencesMutationVariables = Exact<{
  input: UpdateInstructorPreferencesInput;
}>;


export type UpdateInstructorPreferencesMutation = { __typename: 'Mutation', updateInstructorPreferences: { __typename: 'Instructor', id: string } };

export type InstructorBusinessProfileQueryVariables = Exact<{
  personKey: string | number;
}>;


export type InstructorBusinessProfileQuery = { __typename: 'Query', getInstructorBusinessProfile: { __typename: 'InstructorBusinessProfile', displayName: string | null, additionalLanguages: Array<string>, bio: string | null, badgeDate: string | null, badgeType: BadgeType, questionAnswers: Array<{ __typename: 'QuestionAnswer', question: string, answer: Array<string> }>, profileUrls: Array<{ __typename: 'ProfileUrl', url: string, brand: BrandCode }>, awards: Array<{ __typename: 'ProfileAward', award: string, count: number }> } };

export type GenerateInstructorBioMutationVariables = Exact<{
  input: GenerateInstructorBioInput;
}>;


export type GenerateInstructorBioMutation = { __typename: 'Mutation', generateInstructorBio: string };

export type SaveInstructorBusinessProfileMutationVariables = Exact<{
  input: SaveInstructorBusinessProfileInput;
}>;


export type SaveInstructorBusinessProfileMutation = { __typename: 'Mutation', saveInstructorBusinessProfile: { __typename: 'SaveInstructorBusinessProfileResult', success: boolean } };

export type GetDsGlobalConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDsGlobalConfigQuery = { __typename: 'Query', getDsGlobalConfig: { __typename: 'DsGlobalConfig', instructorArrearsEnabled: boolean, hubcappReoccurringLessonsEnable: boolean, fleetDatabaseSchemaMigrationEnabled: boolean, myBusinessProfileEnabled: boolean, demoMode: boolean } };

export type SessionInstructorFragment = { __typename: 'Instructor', id: string, adiNumber: string, firstName: string, lastName: string, fullName: string, status: InstructorStatus, brands: Array<BrandCode>, propositions: Array<{ __typename: 'InstructorProposition', id: string, proposition: { __typename: 'Proposition', id: string, name: string, type: PropositionType, brand: BrandCode, transmission: Transmission } }> };

export const AreaRegionFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<AreaRegionFragment, unknown>;
export const AreaCoverageFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<AreaCoverageFragment, unknown>;
export const LoginOutcomeFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LoginOutcomeFragment, unknown>;
export const CalendarFeedDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CalendarFeedDetailsFragment, unknown>;
export const CalendarLessonEventFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CalendarLessonEventFragment, unknown>;
export const CalendarTimeOffEventFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CalendarTimeOffEventFragment, unknown>;
export const LessonDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LessonDetailsFragment, unknown>;
export const SlotOfferDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<SlotOfferDetailsFragment, unknown>;
export const TimeOffDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<TimeOffDetailsFragment, unknown>;
export const ChatMessageFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<ChatMessageFragment, unknown>;
export const FeedPostFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<FeedPostFragment, unknown>;
export const PreferenceTestCentreFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PreferenceTestCentreFragment, unknown>;
export const SessionInstructorFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<SessionInstructorFragment, unknown>;
export const AccountInvoicesDocument = {"__meta__":{"hash":"sha256:a9c4af3272b10c5a9f475423b28afd3d800419496df63d28b0348194fd361cb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AccountInvoicesQuery, AccountInvoicesQueryVariables>;
export const AccountTransactionsDocument = {"__meta__":{"hash":"sha256:df01ab3cdf5c3a8f4a294924805911ab791144e8587fa6b020298fda44c4bf00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AccountTransactionsQuery, AccountTransactionsQueryVariables>;
export const ArrearsBreakdownDocument = {"__meta__":{"hash":"sha256:b2dacf1ff3ee31ee2cbe79aa50b8abdb552b059fc734d2c980e271338649e435"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArrearsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ArrearsBreakdownQuery, ArrearsBreakdownQueryVariables>;
export const InvoiceUrlDocument = {"__meta__":{"hash":"sha256:665c2f60c687af44cd9020a572fc058255a4182d6c729d5ad5cbb1d863360d62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceUrl"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InvoiceUrlQuery, InvoiceUrlQueryVariables>;
export const LedgerExportDocument = {"__meta__":{"hash":"sha256:6f8257997b022cc8d52c9ed8820bef3f3c91e586795c39713d191bc634cec3df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerExport"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LedgerExportQuery, LedgerExportQueryVariables>;
export const TaxYearDocument = {"__meta__":{"hash":"sha256:423f7a960ab76b47258ec7fc8459b51c9b33f4a550e8c1225196c18ed2c6d981"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxYear"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<TaxYearQuery, TaxYearQueryVariables>;
export const GetCoverageDocument = {"__meta__":{"hash":"sha256:e2e6bafecd8bccca9fe66cb208aab1eb3e6837714e80c9ba84fd2a1260718885"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetCoverageQuery, GetCoverageQueryVariables>;
export const CreateAreaCoverageDocument = {"__meta__":{"hash":"sha256:0fccce528856fc0f7a1fdfd94ce3efd59d739999678345e44167aa03efd8b338"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAreaCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateAreaCoverageMutation, CreateAreaCoverageMutationVariables>;
export const DeleteAreaCoverageDocument = {"__meta__":{"hash":"sha256:c31fb13a1c2f79ce3d2c374c1609490bae5d6e519b2b603a567b58106e1bb84d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAreaCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<DeleteAreaCoverageMutation, DeleteAreaCoverageMutationVariables>;
export const GetInstructorAreasDocument = {"__meta__":{"hash":"sha256:85d6c42c833bca06c8ac9516f47e0f6e1db5273f44472a2ca0c450fd18584f38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInstructorAreas"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetInstructorAreasQuery, GetInstructorAreasQueryVariables>;
export const RegionLookupDocument = {"__meta__":{"hash":"sha256:4b56bb7e5b495a5b709e71fc5fa556be5b718acd81ec92f59495779cedba9e24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionLookup"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<RegionLookupQuery, RegionLookupQueryVariables>;
export const UpdateAreaCoverageDocument = {"__meta__":{"hash":"sha256:b05ba229480956b37da8af01f382a2ac925f9735979d80db55272efb9d1b61c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAreaCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateAreaCoverageMutation, UpdateAreaCoverageMutationVariables>;
export const AppSignInDocument = {"__meta__":{"hash":"sha256:4957607952169bce3f5524f5cbb92ef28d40acb3878da3d47507fb8df14bc682"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AppSignInMutation, AppSignInMutationVariables>;
export const ConfirmSignInCodeDocument = {"__meta__":{"hash":"sha256:0c3757d6d2c9fd56526a9134105bff86bfd12abd730161a64a1bf31fc65c61ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSignInCode"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ConfirmSignInCodeMutation, ConfirmSignInCodeMutationVariables>;
export const InstructorLoginDocument = {"__meta__":{"hash":"sha256:d9481ba4d99be118828d428341f2b2862cb65ddaf68a50ff80456f7a676375ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InstructorLogin"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InstructorLoginMutation, InstructorLoginMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:182dffc77a823a9641a8afe62806fadf5dff90ae57ca0ddce20a8d49e116ceb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:1d79ab49bc096e1ec3646867a5fca1aff67fe4a2f454c1fd7d774b8bd0aeb042"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendCodeDocument = {"__meta__":{"hash":"sha256:aaab425213104afbe9fafd01ceb38eac0f17c0bf645423ab49ab0603024ddd29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCode"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ResendCodeMutation, ResendCodeMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:7018815c12941588e70c87069dbeb7e3fbf69502f6cc1db66afb9b76a6ec2da8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignOutDocument = {"__meta__":{"hash":"sha256:0adf48585d29d5895faec69e9b495ec3952c2841ede1313298401544fa1a6576"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CalendarFeedDocument = {"__meta__":{"hash":"sha256:3337ef41e8ccc8872cda866f1d3bedd966bb55bfd4b45d074812fd6fd7385044"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const EnableCalendarFeedDocument = {"__meta__":{"hash":"sha256:9944f41c3ea16c6c0c46a556a140179ba20fa0acfd5c99c1e979b32aef3861ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<EnableCalendarFeedMutation, EnableCalendarFeedMutationVariables>;
export const ResetCalendarFeedDocument = {"__meta__":{"hash":"sha256:360b87e3f5b087fc4def6b41540b584cfebf855ab4e889b7cd4ad2b58d65c9ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ResetCalendarFeedMutation, ResetCalendarFeedMutationVariables>;
export const DisableCalendarFeedDocument = {"__meta__":{"hash":"sha256:ba70d5b2c370aebbaf8c2eba2ffb8eddcab8ad818f930573751c3f8015fd9054"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<DisableCalendarFeedMutation, DisableCalendarFeedMutationVariables>;
export const SetCalendarFeedPrivacyDocument = {"__meta__":{"hash":"sha256:634af6b1c953568e2f175c428d8366c9d18e177a87a03ec707394760fb79957b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCalendarFeedPrivacy"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SetCalendarFeedPrivacyMutation, SetCalendarFeedPrivacyMutationVariables>;
export const CalendarEventsDocument = {"__meta__":{"hash":"sha256:8369a8ff2d3b9e645e652f60e30e3520851222efec4ec944d28d13bfd267573a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const CalendarLearnersDocument = {"__meta__":{"hash":"sha256:c4605fdfc1c8ba4a0eba3a616d60bd3ea99b06d82f3cf7b156b5fd79a17d092c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLearners"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarLearnersQuery, CalendarLearnersQueryVariables>;
export const CalendarLessonDocument = {"__meta__":{"hash":"sha256:70dd4f241e9c9a95332e30163c44e4f86e794062b8e113417d738d5968bc7583"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarLessonQuery, CalendarLessonQueryVariables>;
export const CalendarScheduleDocument = {"__meta__":{"hash":"sha256:0a256e796bce429904324337d75c567d9c6960314fecb7c00962b28f12779ca2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarScheduleQuery, CalendarScheduleQueryVariables>;
export const CalendarSlotOffersDocument = {"__meta__":{"hash":"sha256:62f48473492809ac115f43db9a49b4f8b14d359141df9925110ba51feb10e4a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarSlotOffers"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarSlotOffersQuery, CalendarSlotOffersQueryVariables>;
export const CalendarTimeOffDocument = {"__meta__":{"hash":"sha256:83ea52bee6f9f697a4e5ee4bf4ebbe10be4bb6d98f97c917b093cd356f471e07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarTimeOffQuery, CalendarTimeOffQueryVariables>;
export const CancelLessonDocument = {"__meta__":{"hash":"sha256:441c531367a2bde239724eb1222b62813f9137acd9b4c73c29ee076c649493ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelLessonMutation, CancelLessonMutationVariables>;
export const CancelPendingLessonsDocument = {"__meta__":{"hash":"sha256:fd8f4444df3c9645c6e6d30b27dd4b6a085cfecddda45a8012232f1f8c2458b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPendingLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelPendingLessonsMutation, CancelPendingLessonsMutationVariables>;
export const CancelTimeOffDocument = {"__meta__":{"hash":"sha256:b3078a251821c189bd095384e0d76ea5f5c44b5cab805847a70f4d0b2ecc3264"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelTimeOffMutation, CancelTimeOffMutationVariables>;
export const ChangeLessonDocument = {"__meta__":{"hash":"sha256:8dd9fed551d3312dd1f192683dfe19819756ea31c316a7410658b8d3ff8f2ff5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ChangeLessonMutation, ChangeLessonMutationVariables>;
export const ConvertPendingLessonsDocument = {"__meta__":{"hash":"sha256:08259e525a71a0c9c30651ad710f35d93e200d4d3adc2d3c6eb9ff6bef26519a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertPendingLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ConvertPendingLessonsMutation, ConvertPendingLessonsMutationVariables>;
export const CreateLessonDocument = {"__meta__":{"hash":"sha256:618b55c3d2a38e68865c66f51c65b317d463b9d16607ebb5349b4818acc150a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateLessonMutation, CreateLessonMutationVariables>;
export const CreateSlotOfferDocument = {"__meta__":{"hash":"sha256:96a58ac2400662116da5506c914c697e5c54e4133618db571676e300327230fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSlotOffer"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateSlotOfferMutation, CreateSlotOfferMutationVariables>;
export const CreateTimeOffDocument = {"__meta__":{"hash":"sha256:679c234b417c7e325866cc1621826b55d26fc7f07d96f5d36a3ab09c6bcacdcb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateTimeOffMutation, CreateTimeOffMutationVariables>;
export const SlotOfferCandidatesDocument = {"__meta__":{"hash":"sha256:06dafbd215c37558ce55643017af8e1cf5d4bf9411e8ca756dcb052975131394"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotOfferCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SlotOfferCandidatesQuery, SlotOfferCandidatesQueryVariables>;
export const SlotOfferDocument = {"__meta__":{"hash":"sha256:16fff4f811ddde7f6a7c2b02b8b06c6a418562ce92d8183f33da8557f5f0bddf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotOffer"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SlotOfferQuery, SlotOfferQueryVariables>;
export const TimeSlotsAvailabilityDocument = {"__meta__":{"hash":"sha256:5c5a851ea8abe81f26458d5657b4470fa59fe0e10380aae1e0f70b2ee41c8b18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeSlotsAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<TimeSlotsAvailabilityQuery, TimeSlotsAvailabilityQueryVariables>;
export const UpdateTimeOffDocument = {"__meta__":{"hash":"sha256:52ff4645328bf755e225af04425382e0e8d92ce8f75bbe93ce25a54a9f70c5af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateTimeOffMutation, UpdateTimeOffMutationVariables>;
export const WithdrawSlotOfferDocument = {"__meta__":{"hash":"sha256:1143434d16803cd64217f4a766f4cafe688e43491b73006e7d2ed0c3f593e30d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawSlotOffer"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<WithdrawSlotOfferMutation, WithdrawSlotOfferMutationVariables>;
export const AddVehicleDocument = {"__meta__":{"hash":"sha256:ab531d75cc7890e9a60e3fb74be729ce7774d4258b29670d93d40e9b1c8b4d28"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddVehicle"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AddVehicleMutation, AddVehicleMutationVariables>;
export const AgreementsDocumentsDocument = {"__meta__":{"hash":"sha256:f35521113278722814d69d65b4ddce516506f65683e437788b0e8c5ed9eab550"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementsDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AgreementsDocumentsQuery, AgreementsDocumentsQueryVariables>;
export const CustomerAndFranchiseDocumentsDocument = {"__meta__":{"hash":"sha256:e7b3bf06159db37a4479dec8a753785773bd900f16aef780872b30778fd40310"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerAndFranchiseDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CustomerAndFranchiseDocumentsQuery, CustomerAndFranchiseDocumentsQueryVariables>;
export const InstructorDetailsDocument = {"__meta__":{"hash":"sha256:a0987e35cc7a7c10a25418d3c84cd176954fd2353f52e436963f89cbb2c524e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorDetails"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InstructorDetailsQuery, InstructorDetailsQueryVariables>;
export const UpdateInstructorDetailsDocument = {"__meta__":{"hash":"sha256:d1bd0eb20335e4123d5d8fd135a97de297b627460e2d24fadc42848055cba501"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInstructorDetails"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateInstructorDetailsMutation, UpdateInstructorDetailsMutationVariables>;
export const UpdateInsuranceHistoryDocument = {"__meta__":{"hash":"sha256:7ef1d0d3cf0a5879c6c92b7f34ca290933cccc0d1f0f3161bfe384d7fe52cb08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInsuranceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateInsuranceHistoryMutation, UpdateInsuranceHistoryMutationVariables>;
export const UpdateInsuranceDocument = {"__meta__":{"hash":"sha256:301ecb9fa9d8cebbb6bdf78a43ce89bff86999309f9e0d6b348675f631d5c782"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInsurance"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateInsuranceMutation, UpdateInsuranceMutationVariables>;
export const UpdateMileageDocument = {"__meta__":{"hash":"sha256:866a213452b39e20c70e1c567c0c3cfe404a3053c2f24fd0fd5500e126e31a0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMileage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateMileageMutation, UpdateMileageMutationVariables>;
export const HomeDashboardDocument = {"__meta__":{"hash":"sha256:86ccd108e066904858a2d323e8003080e7704b7ac7d37257a98ea8b176446120"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<HomeDashboardQuery, HomeDashboardQueryVariables>;
export const LearnerAddressByIdDocument = {"__meta__":{"hash":"sha256:ec67d3e6e81ef6b06c608726a121b572b9a2f8d588bbf71b1ae6c73633bf5ab1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerAddressById"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerAddressByIdQuery, LearnerAddressByIdQueryVariables>;
export const LearnerAddressLookupDocument = {"__meta__":{"hash":"sha256:081d43e2d1f2d9230546c15897f6d9082bf00df55630c92ca2095307dee2361c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerAddressLookup"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerAddressLookupQuery, LearnerAddressLookupQueryVariables>;
export const ApproveLearnerDocument = {"__meta__":{"hash":"sha256:1444fac952bc396f06cadd32205384bf3019749231caad041c5c5c7e7c320372"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveLearner"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ApproveLearnerMutation, ApproveLearnerMutationVariables>;
export const CreateSelfSourcedLearnerDocument = {"__meta__":{"hash":"sha256:ed76bb15499185fa583e87308e3fb3e29bd50c8355a3046034586df2bc1f31b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSelfSourcedLearner"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateSelfSourcedLearnerMutation, CreateSelfSourcedLearnerMutationVariables>;
export const CreateTestDocument = {"__meta__":{"hash":"sha256:4df25965d7b7823f74fd542b429c4ba02f07fcf9abd15769a60ecf3e9f2dad79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTest"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateTestMutation, CreateTestMutationVariables>;
export const DeleteTestDocument = {"__meta__":{"hash":"sha256:1f96cf168f50393aeab81c598a1be6c6ddecf8ad96284f3778eef6df5e8b9e3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTest"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<DeleteTestMutation, DeleteTestMutationVariables>;
export const LearnerEmailExistsDocument = {"__meta__":{"hash":"sha256:c6d9269d01540eaabc9aa566cd6108cc6dea72e9c7254442496c6b8e85c50187"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerEmailExists"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerEmailExistsQuery, LearnerEmailExistsQueryVariables>;
export const LearnerDetailsDocument = {"__meta__":{"hash":"sha256:dfc48bde80e53b28e17d37435d16f9673b39a5b39c1b558e91da0e94e10174e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerDetails"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerDetailsQuery, LearnerDetailsQueryVariables>;
export const LearnerLessonNotesDocument = {"__meta__":{"hash":"sha256:115a2ed0d47966b75cd3bab1d6a7c85de525b5cfc253858883079b353f31e5ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearnerLessonNotes"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerLessonNotesMutation, LearnerLessonNotesMutationVariables>;
export const LearnerLessonPricesDocument = {"__meta__":{"hash":"sha256:1c6541a23d5b46e861e35b600a86713e874ffa42e8dee9559c06c77ddee0ae30"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerLessonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerLessonPricesQuery, LearnerLessonPricesQueryVariables>;
export const LearnerLessonsDocument = {"__meta__":{"hash":"sha256:75e6c2ac769d0c22d19eb6f40f819997e11fe50442987ef2929f7b21169a40bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerLessonsQuery, LearnerLessonsQueryVariables>;
export const LearnerPageStatusDocument = {"__meta__":{"hash":"sha256:117390f520926add84d34618e82c6396ed45400516f2d1a79ed463fcd9b13d45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerPageStatus"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerPageStatusQuery, LearnerPageStatusQueryVariables>;
export const SendLearnerPageLinkDocument = {"__meta__":{"hash":"sha256:517ddeb32b78d7554e3ce23c2d83777ffcf88acf1b95eb4ca5c900e0d9e0b8cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendLearnerPageLink"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SendLearnerPageLinkMutation, SendLearnerPageLinkMutationVariables>;
export const RevokeLearnerPageLinkDocument = {"__meta__":{"hash":"sha256:01990163042a4e4fc0dddc1144856741f4d8bd1b59870b9f96d244c8e5011347"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeLearnerPageLink"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<RevokeLearnerPageLinkMutation, RevokeLearnerPageLinkMutationVariables>;
export const SetLearnerRemindersDocument = {"__meta__":{"hash":"sha256:780f39a7d60ffc7b9cb1d77e2ebccdc4812fc1198254ad79dc2b39bb69f3a0ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLearnerReminders"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SetLearnerRemindersMutation, SetLearnerRemindersMutationVariables>;
export const LearnerProgressDocument = {"__meta__":{"hash":"sha256:76389ba7a24dd27e88a88f115c6df9204f41df341d1b8154dc5cb2d8abd0f243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnerProgressQuery, LearnerProgressQueryVariables>;
export const LearnersListDocument = {"__meta__":{"hash":"sha256:593fef71cd1c927e4743cecd75c60c4b06941d41d112cd1927fa287b178dfeb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnersList"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<LearnersListQuery, LearnersListQueryVariables>;
export const RejectLearnerDocument = {"__meta__":{"hash":"sha256:c1f96285c512dcf165779e402762a268c67a9b450ce547352ca28981649ad8d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectLearner"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<RejectLearnerMutation, RejectLearnerMutationVariables>;
export const UpdateHourlyRateDocument = {"__meta__":{"hash":"sha256:264b63f53be373310ef3ec3cf4eb911eab3a90099bba689cac0b20ff84ae130e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHourlyRate"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateHourlyRateMutation, UpdateHourlyRateMutationVariables>;
export const UpdateLearnerProgressDocument = {"__meta__":{"hash":"sha256:18c93a6c1ad9a7aae1badde4a7eb3501e14ea7197ef60d08de42b40f9e61e93b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLearnerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateLearnerProgressMutation, UpdateLearnerProgressMutationVariables>;
export const UpdateLearnerDocument = {"__meta__":{"hash":"sha256:0430b77e60cd97fa135eca0d4bae3fccf9106bd9b1057ef2907b3c21d43ce631"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLearner"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateLearnerMutation, UpdateLearnerMutationVariables>;
export const UpdateTestDocument = {"__meta__":{"hash":"sha256:24ccaf563312205cb236437c65b5d1c5f54f008fe2d4fdedae1876325123fd45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTest"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateTestMutation, UpdateTestMutationVariables>;
export const GetMessagesDocument = {"__meta__":{"hash":"sha256:45651bbf2e65b3152cbbc129794c9975da8c094b1b68bf7572b6360a5e7763a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMessages"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetMessagesQuery, GetMessagesQueryVariables>;
export const InstructorPostsDocument = {"__meta__":{"hash":"sha256:3aed0b4be0b7f4fc3a527a0a6add10cf9a05e0245ba78b5e90726fffedfcacc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorPosts"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InstructorPostsQuery, InstructorPostsQueryVariables>;
export const MarkMessagesReadDocument = {"__meta__":{"hash":"sha256:dbe93b90971fc733abbceeef8c32bcf48c8a5755ebe416dcfe385da3aceef11a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkMessagesRead"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<MarkMessagesReadMutation, MarkMessagesReadMutationVariables>;
export const PostDocument = {"__meta__":{"hash":"sha256:80bb9eb10e97579d4f679f82c922bdf411f44a8aaa0b324c5a624f18630417b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Post"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<PostQuery, PostQueryVariables>;
export const SendMessageDocument = {"__meta__":{"hash":"sha256:9ea0aa283c567e98a76e362d94af22fc3e7b2ba1f3c34e138f2a01aecf9265ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const OfflineLessonsDocument = {"__meta__":{"hash":"sha256:928e03d5740c7e78cf212f3b6e85c9ca56d77b5a8db149cbbe7b1cab06387213"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<OfflineLessonsQuery, OfflineLessonsQueryVariables>;
export const AcceptFranchiseAgreementDocument = {"__meta__":{"hash":"sha256:fc8cc678d7e80f071301a590b6428ae30f11bca4814c15215f53a5edc24551a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptFranchiseAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AcceptFranchiseAgreementMutation, AcceptFranchiseAgreementMutationVariables>;
export const AddBankDetailsDocument = {"__meta__":{"hash":"sha256:c2fcb459ca0ffe1341fe7791a507da36dcb530eb934cbe5e9390753e9b8d73dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBankDetails"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AddBankDetailsMutation, AddBankDetailsMutationVariables>;
export const FranchiseAgreementDocument = {"__meta__":{"hash":"sha256:776d98a22fa299a5f8c70719a9614d2573c8cba6380d11644754a6af25a7d16c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FranchiseAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<FranchiseAgreementQuery, FranchiseAgreementQueryVariables>;
export const GetDdiDocumentUrlDocument = {"__meta__":{"hash":"sha256:c2ac1596b602189d0a89918727ea39dd05da079f6601098a55bdcba11543b87b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDDIDocumentUrl"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetDdiDocumentUrlQuery, GetDdiDocumentUrlQueryVariables>;
export const OnboardInstructorLoginDocument = {"__meta__":{"hash":"sha256:662912377277bdd0ffba00860f85974d1d27f31f2dc691f4c867cc2378758034"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardInstructorLogin"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<OnboardInstructorLoginMutation, OnboardInstructorLoginMutationVariables>;
export const SignFranchiseAgreementDocumentDocument = {"__meta__":{"hash":"sha256:861a2bd53d2e8dc4fddf2ae6e0845bd71b72b8ce4a1f2aa55ae83b875943f1f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignFranchiseAgreementDocument"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SignFranchiseAgreementDocumentMutation, SignFranchiseAgreementDocumentMutationVariables>;
export const UpdateLeadDocument = {"__meta__":{"hash":"sha256:46c6184e4d3da3cf9d45afa21c6782845e7587679d9b939a02732090719f09fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLead"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateLeadMutation, UpdateLeadMutationVariables>;
export const PreferencesDocument = {"__meta__":{"hash":"sha256:3f3454d3ebd082fca75a79d3fae2b021aaa2372804f9f9f2f7ac05dd7611badf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Preferences"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<PreferencesQuery, PreferencesQueryVariables>;
export const TestCentresDocument = {"__meta__":{"hash":"sha256:b8c073f521be87074b04b2628ef51533d5246cbf5c4e9949029141e712b38e0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestCentres"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<TestCentresQuery, TestCentresQueryVariables>;
export const UpdateInstructorPreferencesDocument = {"__meta__":{"hash":"sha256:f0400736dc16dd8abc9aa2cb58ba47c8335be2af502d176d8da99d8993fed749"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInstructorPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateInstructorPreferencesMutation, UpdateInstructorPreferencesMutationVariables>;
export const InstructorBusinessProfileDocument = {"__meta__":{"hash":"sha256:d2d8fcd467dc70c4ce51f1a32b33d737124fe21d3f7178063c701f485488d00a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorBusinessProfile"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InstructorBusinessProfileQuery, InstructorBusinessProfileQueryVariables>;
export const GenerateInstructorBioDocument = {"__meta__":{"hash":"sha256:475347cf110bd1426a7c1b9d102403f766af297097a3db6c0952b9e8f47de973"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateInstructorBio"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GenerateInstructorBioMutation, GenerateInstructorBioMutationVariables>;
export const SaveInstructorBusinessProfileDocument = {"__meta__":{"hash":"sha256:15efe9111e7766c8fb1332544c46fbeb8800987f8593d4d000941bf6cb8279fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInstructorBusinessProfile"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SaveInstructorBusinessProfileMutation, SaveInstructorBusinessProfileMutationVariables>;
export const GetDsGlobalConfigDocument = {"__meta__":{"hash":"sha256:5436a3aa8e0b53427cf471f1a11f14183363607d79792c1745e52bdc382e1f5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDsGlobalConfig"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetDsGlobalConfigQuery, GetDsGlobalConfigQueryVariables>;