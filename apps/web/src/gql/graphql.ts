/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Sign-in from the mobile app: the adi and pw query values, each encrypted with the server's key. */
export type AppSignInInput = {
  adi: string;
  pw: string;
};

export type AvailabilityResult =
  | 'Available'
  | 'DateTimeNotAvailable'
  | 'NoCapacity'
  | 'PostcodeNotCovered'
  | 'TestCentreNotCovered';

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

export type CreateTimeOffInput = {
  allDay?: boolean | null | undefined;
  endDateTime: string;
  instructorId: string | number;
  notes: string;
  repeatSchedule?: RepeatScheduleInput | null | undefined;
  startDateTime: string;
};

export type CustomerType =
  | 'DIT'
  | 'Learner';

export type DitLessonType =
  | 'DitCar'
  | 'DitClassroom';

export type InstructorLoginInput = {
  adiNumber: string;
  password: string;
};

export type InstructorStatus =
  | 'Active'
  | 'Deleted'
  | 'Inactive'
  | 'Lead'
  | 'Pending';

export type LearnerSource =
  | 'Business'
  | 'Instructor';

export type LessonStatus =
  | 'Active'
  | 'Cancelled'
  | 'Deleted'
  | 'Pending';

export type PendingLessonsInput = {
  ids: Array<string | number>;
};

export type PropositionType =
  | 'Dit'
  | 'Full'
  | 'Motability'
  | 'PartnerLite'
  | 'Solo'
  | 'ThirdParty'
  | 'Trainee';

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

export type UpdateTimeOffInput = {
  id: string | number;
  notes: string;
};

export type AppSignInMutationVariables = Exact<{
  input: AppSignInInput;
}>;


export type AppSignInMutation = { __typename: 'Mutation', appSignIn: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null } };

export type ConfirmSignInCodeMutationVariables = Exact<{
  input: ConfirmSignInCodeInput;
}>;


export type ConfirmSignInCodeMutation = { __typename: 'Mutation', confirmSignInCode: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null } };

export type InstructorLoginMutationVariables = Exact<{
  input: InstructorLoginInput;
}>;


export type InstructorLoginMutation = { __typename: 'Mutation', instructorLogin: { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null } };

export type LoginOutcomeFragment = { __typename: 'LoginResult', authenticated: boolean, challengeRequired: boolean, challengeId: string | null, maskedMobile: string | null, attemptsRemaining: number | null, lockoutExpiry: string | null };

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


export type CalendarLearnersQuery = { __typename: 'Query', instructor: { __typename: 'Instructor', id: string, learners: Array<{ __typename: 'Learner', id: string, customerType: CustomerType, approved: boolean, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string } }> } };

export type CalendarLessonQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarLessonQuery = { __typename: 'Query', lesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type CalendarTimeOffQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarTimeOffQuery = { __typename: 'Query', timeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type CancelLessonMutationVariables = Exact<{
  input: CancelLessonInput;
}>;


export type CancelLessonMutation = { __typename: 'Mutation', cancelLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

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


export type ChangeLessonMutation = { __typename: 'Mutation', changeLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type ConvertPendingLessonsMutationVariables = Exact<{
  input: PendingLessonsInput;
}>;


export type ConvertPendingLessonsMutation = { __typename: 'Mutation', convertPendingLessons: Array<{ __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, status: LessonStatus }> };

export type CreateLessonMutationVariables = Exact<{
  input: CreateLessonInput;
}>;


export type CreateLessonMutation = { __typename: 'Mutation', createLesson: { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } } };

export type CreateTimeOffMutationVariables = Exact<{
  input: CreateTimeOffInput;
}>;


export type CreateTimeOffMutation = { __typename: 'Mutation', createTimeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type LessonDetailsFragment = { __typename: 'Lesson', id: string, startDateTime: string, endDateTime: string, travelTimeInMinutes: number, test: boolean, paid: boolean, newLearner: boolean, status: LessonStatus, kind: CalendarEventKind, notes: string | null, canRefund: boolean, refunded: boolean, cancellationReason: string | null, learner: { __typename: 'Learner', id: string, mobileNumber: string | null, landlineNumber: string | null, sourcedBy: LearnerSource | null, name: { __typename: 'PersonName', firstName: string, lastName: string, fullName: string }, pickupAddress: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null, address: { __typename: 'Address', line1: string, line2: string | null, town: string | null, postcode: string } | null } };

export type TimeOffDetailsFragment = { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null };

export type TimeSlotsAvailabilityQueryVariables = Exact<{
  input: TimeSlotsAvailabilityInput;
}>;


export type TimeSlotsAvailabilityQuery = { __typename: 'Query', timeSlotsAvailability: Array<{ __typename: 'TimeSlotAvailability', startDateTime: string, endDateTime: string, travelTime: number, availability: AvailabilityResult, prepaid: boolean, insufficientBalanceForBooking: boolean, bookedPendingLessonId: string | null }> };

export type UpdateTimeOffMutationVariables = Exact<{
  input: UpdateTimeOffInput;
}>;


export type UpdateTimeOffMutation = { __typename: 'Mutation', updateTimeOff: { __typename: 'TimeOff', id: string, created: string, startDateTime: string, endDateTime: string, notes: string, status: LessonStatus, allDay: boolean, repeatFrequency: RepeatFrequency | null, seriesId: string | null, repeatSchedule: { __typename: 'RepeatSchedule', frequency: RepeatFrequency, startDate: string, endDate: string } | null } };

export type GetDsGlobalConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDsGlobalConfigQuery = { __typename: 'Query', getDsGlobalConfig: { __typename: 'DsGlobalConfig', instructorArrearsEnabled: boolean, hubcappReoccurringLessonsEnable: boolean, fleetDatabaseSchemaMigrationEnabled: boolean, myBusinessProfileEnabled: boolean, demoMode: boolean } };

export type SessionInstructorFragment = { __typename: 'Instructor', id: string, adiNumber: string, firstName: string, lastName: string, fullName: string, status: InstructorStatus, brands: Array<BrandCode>, propositions: Array<{ __typename: 'InstructorProposition', id: string, proposition: { __typename: 'Proposition', id: string, name: string, type: PropositionType, brand: BrandCode, transmission: Transmission } }> };

export const LoginOutcomeFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LoginOutcomeFragment, unknown>;
export const CalendarLessonEventFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CalendarLessonEventFragment, unknown>;
export const CalendarTimeOffEventFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<CalendarTimeOffEventFragment, unknown>;
export const LessonDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LessonDetailsFragment, unknown>;
export const TimeOffDetailsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<TimeOffDetailsFragment, unknown>;
export const SessionInstructorFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<SessionInstructorFragment, unknown>;
export const AppSignInDocument = {"__meta__":{"hash":"sha256:fafd4db7ab4400d1a5cce7f5ce0d98b7fba77eda50e61e509f1b2ac4ed21aa0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<AppSignInMutation, AppSignInMutationVariables>;
export const ConfirmSignInCodeDocument = {"__meta__":{"hash":"sha256:bce9bbac3a48446341d93ddc31966bab2b8bc4fac877c6540e3b34196aaa9753"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSignInCode"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ConfirmSignInCodeMutation, ConfirmSignInCodeMutationVariables>;
export const InstructorLoginDocument = {"__meta__":{"hash":"sha256:342249ac9205d9a12379b471219728ab53b31935b2b834e8721a933e0f5d0ea9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InstructorLogin"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<InstructorLoginMutation, InstructorLoginMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:182dffc77a823a9641a8afe62806fadf5dff90ae57ca0ddce20a8d49e116ceb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:1d79ab49bc096e1ec3646867a5fca1aff67fe4a2f454c1fd7d774b8bd0aeb042"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendCodeDocument = {"__meta__":{"hash":"sha256:aaab425213104afbe9fafd01ceb38eac0f17c0bf645423ab49ab0603024ddd29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCode"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ResendCodeMutation, ResendCodeMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:7018815c12941588e70c87069dbeb7e3fbf69502f6cc1db66afb9b76a6ec2da8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignOutDocument = {"__meta__":{"hash":"sha256:0adf48585d29d5895faec69e9b495ec3952c2841ede1313298401544fa1a6576"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CalendarEventsDocument = {"__meta__":{"hash":"sha256:8369a8ff2d3b9e645e652f60e30e3520851222efec4ec944d28d13bfd267573a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const CalendarLearnersDocument = {"__meta__":{"hash":"sha256:c9a79a4e6b202e17752a60a7b512ad60c4767429cf0d6098fe0a7a795df1204f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLearners"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarLearnersQuery, CalendarLearnersQueryVariables>;
export const CalendarLessonDocument = {"__meta__":{"hash":"sha256:de7b4e5b6454c3f1c32601a5f0d1dfa166c0d2197c4d8bc2af446766c5e28fca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarLessonQuery, CalendarLessonQueryVariables>;
export const CalendarTimeOffDocument = {"__meta__":{"hash":"sha256:83ea52bee6f9f697a4e5ee4bf4ebbe10be4bb6d98f97c917b093cd356f471e07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CalendarTimeOffQuery, CalendarTimeOffQueryVariables>;
export const CancelLessonDocument = {"__meta__":{"hash":"sha256:608d4d76f89b1f743765bb73ac91902cfef08586ae7f875e96d17840fc7aa9a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelLessonMutation, CancelLessonMutationVariables>;
export const CancelPendingLessonsDocument = {"__meta__":{"hash":"sha256:fd8f4444df3c9645c6e6d30b27dd4b6a085cfecddda45a8012232f1f8c2458b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPendingLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelPendingLessonsMutation, CancelPendingLessonsMutationVariables>;
export const CancelTimeOffDocument = {"__meta__":{"hash":"sha256:b3078a251821c189bd095384e0d76ea5f5c44b5cab805847a70f4d0b2ecc3264"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CancelTimeOffMutation, CancelTimeOffMutationVariables>;
export const ChangeLessonDocument = {"__meta__":{"hash":"sha256:344ec975d63b5be2139ae3c9e05203926b98fdefe3c2f4119b8ff3d09caa2348"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ChangeLessonMutation, ChangeLessonMutationVariables>;
export const ConvertPendingLessonsDocument = {"__meta__":{"hash":"sha256:08259e525a71a0c9c30651ad710f35d93e200d4d3adc2d3c6eb9ff6bef26519a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertPendingLessons"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<ConvertPendingLessonsMutation, ConvertPendingLessonsMutationVariables>;
export const CreateLessonDocument = {"__meta__":{"hash":"sha256:85dc1398d84a517051ec615940b1674f3491858b67e2cf08933a7c667af6d67f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLesson"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateLessonMutation, CreateLessonMutationVariables>;
export const CreateTimeOffDocument = {"__meta__":{"hash":"sha256:679c234b417c7e325866cc1621826b55d26fc7f07d96f5d36a3ab09c6bcacdcb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<CreateTimeOffMutation, CreateTimeOffMutationVariables>;
export const TimeSlotsAvailabilityDocument = {"__meta__":{"hash":"sha256:5c5a851ea8abe81f26458d5657b4470fa59fe0e10380aae1e0f70b2ee41c8b18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeSlotsAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<TimeSlotsAvailabilityQuery, TimeSlotsAvailabilityQueryVariables>;
export const UpdateTimeOffDocument = {"__meta__":{"hash":"sha256:52ff4645328bf755e225af04425382e0e8d92ce8f75bbe93ce25a54a9f70c5af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimeOff"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<UpdateTimeOffMutation, UpdateTimeOffMutationVariables>;
export const GetDsGlobalConfigDocument = {"__meta__":{"hash":"sha256:5436a3aa8e0b53427cf471f1a11f14183363607d79792c1745e52bdc382e1f5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDsGlobalConfig"},"selectionSet":{"kind":"SelectionSet","selections":[]}}]} as unknown as DocumentNode<GetDsGlobalConfigQuery, GetDsGlobalConfigQueryVariables>;