/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.AppSignInDocument,
    "mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.ConfirmSignInCodeDocument,
    "mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.InstructorLoginDocument,
    "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n}": typeof types.LoginOutcomeFragmentDoc,
    "query Me {\n  me {\n    ...SessionInstructor\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}": typeof types.ResendCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}": typeof types.CalendarLessonEventFragmentDoc,
    "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n    }\n  }\n}": typeof types.CalendarLearnersDocument,
    "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}": typeof types.CalendarLessonDocument,
    "query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}": typeof types.CalendarTimeOffDocument,
    "mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.CancelLessonDocument,
    "mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}": typeof types.CancelPendingLessonsDocument,
    "mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.CancelTimeOffDocument,
    "mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.ChangeLessonDocument,
    "mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}": typeof types.ConvertPendingLessonsDocument,
    "mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.CreateLessonDocument,
    "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.CreateTimeOffDocument,
    "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}": typeof types.LessonDetailsFragmentDoc,
    "fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}": typeof types.TimeOffDetailsFragmentDoc,
    "query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}": typeof types.TimeSlotsAvailabilityDocument,
    "mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.UpdateTimeOffDocument,
    "query GetDsGlobalConfig {\n  getDsGlobalConfig {\n    instructorArrearsEnabled\n    hubcappReoccurringLessonsEnable\n    fleetDatabaseSchemaMigrationEnabled\n    myBusinessProfileEnabled\n    demoMode\n  }\n}": typeof types.GetDsGlobalConfigDocument,
    "fragment SessionInstructor on Instructor {\n  id\n  adiNumber\n  firstName\n  lastName\n  fullName\n  status\n  brands\n  propositions {\n    id\n    proposition {\n      id\n      name\n      type\n      brand\n      transmission\n    }\n  }\n}": typeof types.SessionInstructorFragmentDoc,
};
const documents: Documents = {
    "mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}": types.AppSignInDocument,
    "mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}": types.ConfirmSignInCodeDocument,
    "mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}": types.InstructorLoginDocument,
    "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n}": types.LoginOutcomeFragmentDoc,
    "query Me {\n  me {\n    ...SessionInstructor\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}": types.ResendCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}": types.ResetPasswordDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}": types.CalendarLessonEventFragmentDoc,
    "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n    }\n  }\n}": types.CalendarLearnersDocument,
    "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}": types.CalendarLessonDocument,
    "query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}": types.CalendarTimeOffDocument,
    "mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.CancelLessonDocument,
    "mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}": types.CancelPendingLessonsDocument,
    "mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.CancelTimeOffDocument,
    "mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.ChangeLessonDocument,
    "mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}": types.ConvertPendingLessonsDocument,
    "mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.CreateLessonDocument,
    "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.CreateTimeOffDocument,
    "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}": types.LessonDetailsFragmentDoc,
    "fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}": types.TimeOffDetailsFragmentDoc,
    "query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}": types.TimeSlotsAvailabilityDocument,
    "mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.UpdateTimeOffDocument,
    "query GetDsGlobalConfig {\n  getDsGlobalConfig {\n    instructorArrearsEnabled\n    hubcappReoccurringLessonsEnable\n    fleetDatabaseSchemaMigrationEnabled\n    myBusinessProfileEnabled\n    demoMode\n  }\n}": types.GetDsGlobalConfigDocument,
    "fragment SessionInstructor on Instructor {\n  id\n  adiNumber\n  firstName\n  lastName\n  fullName\n  status\n  brands\n  propositions {\n    id\n    proposition {\n      id\n      name\n      type\n      brand\n      transmission\n    }\n  }\n}": types.SessionInstructorFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}"): (typeof documents)["mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}"): (typeof documents)["mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}"): (typeof documents)["mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n}"): (typeof documents)["fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionInstructor\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionInstructor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}"): (typeof documents)["mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}"): (typeof documents)["fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n    }\n  }\n}"): (typeof documents)["query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}"): (typeof documents)["query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}"): (typeof documents)["query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}"): (typeof documents)["mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}"): (typeof documents)["mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"): (typeof documents)["mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}"): (typeof documents)["mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}"): (typeof documents)["mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}"): (typeof documents)["mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"): (typeof documents)["mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}"): (typeof documents)["fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}"): (typeof documents)["fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}"): (typeof documents)["query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"): (typeof documents)["mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDsGlobalConfig {\n  getDsGlobalConfig {\n    instructorArrearsEnabled\n    hubcappReoccurringLessonsEnable\n    fleetDatabaseSchemaMigrationEnabled\n    myBusinessProfileEnabled\n    demoMode\n  }\n}"): (typeof documents)["query GetDsGlobalConfig {\n  getDsGlobalConfig {\n    instructorArrearsEnabled\n    hubcappReoccurringLessonsEnable\n    fleetDatabaseSchemaMigrationEnabled\n    myBusinessProfileEnabled\n    demoMode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionInstructor on Instructor {\n  id\n  adiNumber\n  firstName\n  lastName\n  fullName\n  status\n  brands\n  propositions {\n    id\n    proposition {\n      id\n      name\n      type\n      brand\n      transmission\n    }\n  }\n}"): (typeof documents)["fragment SessionInstructor on Instructor {\n  id\n  adiNumber\n  firstName\n  lastName\n  fullName\n  status\n  brands\n  propositions {\n    id\n    proposition {\n      id\n      name\n      type\n      brand\n      transmission\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;