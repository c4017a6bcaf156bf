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
    "query AccountInvoices($id: ID!) {\n  instructor(id: $id) {\n    id\n    invoices {\n      id\n      invoiceId\n      invoiceDate\n      description\n      pdfCreated\n      paid\n      value {\n        pence\n        formatted\n      }\n    }\n  }\n}": typeof types.AccountInvoicesDocument,
    "query AccountTransactions($id: ID!, $from: Date!, $to: Date!, $withArrears: Boolean!) {\n  instructor(id: $id) {\n    id\n    arrears @include(if: $withArrears) {\n      id\n      reference\n      propositionKey\n      date\n      amount {\n        pence\n        formatted\n      }\n    }\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n        formatted\n      }\n      valueExVat {\n        pence\n        formatted\n      }\n    }\n  }\n}": typeof types.AccountTransactionsDocument,
    "query ArrearsBreakdown($input: ArrearsDetailInput!) {\n  instructorArrearsBreakdown(input: $input) {\n    id\n    reference\n    date\n    amount {\n      pence\n      formatted\n    }\n  }\n}": typeof types.ArrearsBreakdownDocument,
    "query InvoiceUrl($transactionKey: ID!) {\n  instructorInvoiceUrl(transactionKey: $transactionKey) {\n    id\n    url\n  }\n}": typeof types.InvoiceUrlDocument,
    "query LedgerExport($id: ID!, $from: Date!, $to: Date!) {\n  instructor(id: $id) {\n    id\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n      }\n      valueExVat {\n        pence\n      }\n    }\n  }\n}": typeof types.LedgerExportDocument,
    "query TaxYear($id: ID!, $startYear: Int) {\n  instructor(id: $id) {\n    id\n    taxYearSummary(startYear: $startYear) {\n      startYear\n      label\n      from\n      to\n      lessonIncome {\n        pence\n        formatted\n      }\n      franchiseFees {\n        pence\n        formatted\n      }\n      months {\n        label\n        lessonIncome {\n          pence\n          formatted\n        }\n        franchiseFees {\n          pence\n          formatted\n        }\n      }\n    }\n  }\n}": typeof types.TaxYearDocument,
    "fragment AreaRegion on Region {\n  id\n  regionCode\n  regionName\n  districts {\n    id\n    districtCode\n    covered\n    sectors {\n      id\n      sectorCode\n      covered\n    }\n  }\n  pricing {\n    id\n    productCategory {\n      id\n      type\n    }\n    recommendedPrice {\n      pence\n      formatted\n    }\n    minPrice {\n      pence\n      formatted\n    }\n    maxPrice {\n      pence\n      formatted\n    }\n  }\n  discounts {\n    id\n    discountName\n    discountType\n    valueType\n    formattedValue\n    description\n    optedIn\n  }\n}\n\nfragment AreaCoverage on Coverage {\n  id\n  lineItemKey\n  region {\n    ...AreaRegion\n  }\n  pricing {\n    id\n    price {\n      pence\n      formatted\n    }\n    productCategory {\n      id\n      type\n    }\n  }\n  numberOfDistricts\n  numberOfCoveredDistricts\n  numberOfDiscountsAvailable\n  numberOfDiscountsApplied\n}": typeof types.AreaRegionFragmentDoc,
    "query GetCoverage($id: ID!) {\n  coverage(id: $id) {\n    ...AreaCoverage\n  }\n}": typeof types.GetCoverageDocument,
    "mutation CreateAreaCoverage($input: CreateAreaCoverageInput!) {\n  createAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}": typeof types.CreateAreaCoverageDocument,
    "mutation DeleteAreaCoverage($id: ID!) {\n  deleteAreaCoverage(id: $id) {\n    affected\n  }\n}": typeof types.DeleteAreaCoverageDocument,
    "query GetInstructorAreas($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    propositions {\n      id\n      coverage {\n        ...AreaCoverage\n      }\n    }\n  }\n}": typeof types.GetInstructorAreasDocument,
    "query RegionLookup($term: String!, $propositionId: ID!) {\n  regionLookup(term: $term, propositionId: $propositionId) {\n    ...AreaRegion\n  }\n}": typeof types.RegionLookupDocument,
    "mutation UpdateAreaCoverage($input: UpdateAreaCoverageInput!) {\n  updateAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}": typeof types.UpdateAreaCoverageDocument,
    "mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.AppSignInDocument,
    "mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.ConfirmSignInCodeDocument,
    "mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}": typeof types.InstructorLoginDocument,
    "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n  lockoutSeconds\n}": typeof types.LoginOutcomeFragmentDoc,
    "query Me {\n  me {\n    ...SessionInstructor\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}": typeof types.ResendCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "fragment CalendarFeedDetails on CalendarFeed {\n  url\n  webcalUrl\n  createdAt\n  privacy\n}\n\nquery CalendarFeed {\n  me {\n    id\n    calendarFeed {\n      ...CalendarFeedDetails\n    }\n  }\n}\n\nmutation EnableCalendarFeed {\n  enableCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation ResetCalendarFeed {\n  resetCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation DisableCalendarFeed {\n  disableCalendarFeed\n}\n\nmutation SetCalendarFeedPrivacy($privacy: CalendarFeedPrivacy!) {\n  setCalendarFeedPrivacy(privacy: $privacy) {\n    ...CalendarFeedDetails\n  }\n}": typeof types.CalendarFeedDetailsFragmentDoc,
    "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}": typeof types.CalendarLessonEventFragmentDoc,
    "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      allocations {\n        id\n        allocationStatus\n        active\n        productCategory\n      }\n      lessonBalances {\n        id\n        category\n        hours\n      }\n    }\n  }\n}": typeof types.CalendarLearnersDocument,
    "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}": typeof types.CalendarLessonDocument,
    "query CalendarSchedule($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n        learner {\n          id\n          pickupAddress {\n            postcode\n          }\n        }\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n  }\n}": typeof types.CalendarScheduleDocument,
    "query CalendarSlotOffers($startDate: DateTime!, $endDate: DateTime!) {\n  slotOffers(startDate: $startDate, endDate: $endDate) {\n    id\n    startDateTime\n    endDateTime\n    state\n    takenBy\n    recipients {\n      id\n      status\n    }\n  }\n}": typeof types.CalendarSlotOffersDocument,
    "query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}": typeof types.CalendarTimeOffDocument,
    "mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.CancelLessonDocument,
    "mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}": typeof types.CancelPendingLessonsDocument,
    "mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.CancelTimeOffDocument,
    "mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.ChangeLessonDocument,
    "mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}": typeof types.ConvertPendingLessonsDocument,
    "mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}": typeof types.CreateLessonDocument,
    "mutation CreateSlotOffer($input: CreateSlotOfferInput!) {\n  createSlotOffer(input: $input) {\n    ...SlotOfferDetails\n  }\n}": typeof types.CreateSlotOfferDocument,
    "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.CreateTimeOffDocument,
    "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  reminder {\n    status\n    sentAt\n    deliveredAt\n  }\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}": typeof types.LessonDetailsFragmentDoc,
    "query SlotOfferCandidates($input: SlotOfferCandidatesInput!) {\n  slotOfferCandidates(input: $input) {\n    learnerId\n    fullName\n    suggested\n    reasons\n    canText\n  }\n}": typeof types.SlotOfferCandidatesDocument,
    "fragment SlotOfferDetails on SlotOffer {\n  id\n  startDateTime\n  endDateTime\n  lessonType\n  standsUntil\n  textInstructor\n  state\n  takenAt\n  takenBy\n  lessonId\n  recipients {\n    id\n    learnerId\n    fullName\n    status\n    sentAt\n    openedAt\n  }\n}\n\nquery SlotOffer($id: ID!) {\n  slotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}": typeof types.SlotOfferDetailsFragmentDoc,
    "fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}": typeof types.TimeOffDetailsFragmentDoc,
    "query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}": typeof types.TimeSlotsAvailabilityDocument,
    "mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": typeof types.UpdateTimeOffDocument,
    "mutation WithdrawSlotOffer($id: ID!) {\n  withdrawSlotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}": typeof types.WithdrawSlotOfferDocument,
    "mutation AddVehicle($input: AddVehicleInput!) {\n  addVehicle(input: $input) {\n    id\n    vehicle {\n      id\n      registration\n    }\n  }\n}": typeof types.AddVehicleDocument,
    "query AgreementsDocuments($personKey: ID!) {\n  agreementsDocumentsByPerson(personKey: $personKey) {\n    id\n    agreementName\n    active\n    fromDate\n    toDate\n    documents {\n      id\n      documentType\n      url\n      viewUrl\n    }\n  }\n}": typeof types.AgreementsDocumentsDocument,
    "query CustomerAndFranchiseDocuments($personKey: ID!) {\n  customerAndFranchiseDocumentsByPerson(personKey: $personKey) {\n    customerDocuments {\n      id\n      documentType\n      status\n      rejectionReason\n      uploadedDate\n      url\n      viewUrl\n      canUpload\n    }\n  }\n}": typeof types.CustomerAndFranchiseDocumentsDocument,
    "query InstructorDetails($id: ID!) {\n  instructor(id: $id) {\n    id\n    adiNumber\n    propositions {\n      id\n      fromDate\n      toDate\n      proposition {\n        id\n        name\n        type\n        brand\n        transmission\n        price {\n          includingVAT {\n            formatted\n          }\n          frequency\n        }\n      }\n    }\n    personalDetails {\n      personId\n      name {\n        title\n        firstName\n        lastName\n        fullName\n      }\n      dateOfBirth\n      address {\n        line1\n        line2\n        town\n        county\n        postcode\n      }\n      emailAddress\n      mobileNumber\n      landlineNumber\n    }\n    drivingDetails {\n      licenceNumber\n      licenceValidTo\n    }\n    myBusiness {\n      adiNumber\n      businessName\n      businessEmail\n      vatNumber\n    }\n    certifications {\n      id\n      type\n      reference\n      toDate\n      expiryState\n    }\n    additionalDrivers {\n      id\n      name {\n        fullName\n      }\n    }\n    vehicleAssignments {\n      id\n      assignmentDate\n      vehicle {\n        id\n        registration\n        manufacturer\n        model\n        specification\n        transmissionType\n        fuelType\n        vehicleType\n        mileage {\n          captureDate\n          value\n        }\n        insurance {\n          id\n          certificateNumber\n          startDate\n          endDate\n          expiryState\n        }\n      }\n    }\n  }\n}": typeof types.InstructorDetailsDocument,
    "mutation UpdateInstructorDetails($id: ID!, $vehicleMileage: VehicleMileageInput!) {\n  updateInstructorDetails(id: $id, vehicleMileage: $vehicleMileage) {\n    id\n  }\n}": typeof types.UpdateInstructorDetailsDocument,
    "mutation UpdateInsuranceHistory($input: InsuranceHistoryInput!) {\n  updateInsuranceHistory(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}": typeof types.UpdateInsuranceHistoryDocument,
    "mutation UpdateInsurance($input: InsuranceInput!) {\n  updateInsurance(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}": typeof types.UpdateInsuranceDocument,
    "mutation UpdateMileage($input: UpdateMileageInput!) {\n  updateMileage(input: $input) {\n    captureDate\n    value\n  }\n}": typeof types.UpdateMileageDocument,
    "query HomeDashboard($id: ID!, $withLessons: Boolean!, $withArrears: Boolean!, $withNews: Boolean!) {\n  instructor(id: $id) {\n    id\n    todaysThingsToDo {\n      kind\n      count\n    }\n    firstSteps {\n      kind\n      label\n      href\n      done\n    }\n    todaysIncome @include(if: $withLessons) {\n      pence\n      formatted\n    }\n    todaysEvents @include(if: $withLessons) {\n      id\n      startDateTime\n      endDateTime\n      newLearner\n      learner {\n        id\n        name {\n          fullName\n        }\n        pickupAddress {\n          postcode\n        }\n      }\n    }\n    arrears @include(if: $withArrears) {\n      id\n      amount {\n        pence\n        formatted\n      }\n    }\n    posts(input: {type: [NEWS, TECH], status: Live, limit: 5}) @include(if: $withNews) {\n      id\n      type\n      title\n      date\n    }\n  }\n}": typeof types.HomeDashboardDocument,
    "query LearnerAddressById($id: ID!) {\n  addressById(id: $id) {\n    id\n    line1\n    line2\n    town\n    county\n    postcode\n  }\n}": typeof types.LearnerAddressByIdDocument,
    "query LearnerAddressLookup($postcode: String!) {\n  addressLookup(postcode: $postcode) {\n    id\n    description\n  }\n}": typeof types.LearnerAddressLookupDocument,
    "mutation ApproveLearner($learnerId: ID!, $instructorId: ID!) {\n  approveLearner(learnerId: $learnerId, instructorId: $instructorId)\n}": typeof types.ApproveLearnerDocument,
    "mutation CreateSelfSourcedLearner($input: CreateSelfSourcedLearnerInput!) {\n  createSelfSourcedLearner(input: $input)\n}": typeof types.CreateSelfSourcedLearnerDocument,
    "mutation CreateTest($input: CreateTestInput!) {\n  createTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}": typeof types.CreateTestDocument,
    "mutation DeleteTest($id: ID!) {\n  deleteTest(id: $id)\n}": typeof types.DeleteTestDocument,
    "query LearnerEmailExists($emailAddress: String!) {\n  emailExists(emailAddress: $emailAddress) {\n    exists\n  }\n}": typeof types.LearnerEmailExistsDocument,
    "query LearnerDetails($id: ID!) {\n  learner(id: $id) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    emailAddress\n    dateOfBirth\n    customerType\n    sourcedBy\n    approved\n    pendingApproval\n    pickupAddress {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    allocations {\n      id\n      allocationStatus\n      lessonType\n      productCategory\n      propositionAllocationKey\n      purchaseRate {\n        pence\n        formatted\n      }\n    }\n    tests {\n      id\n      date\n      type\n      status\n      editable\n    }\n  }\n}": typeof types.LearnerDetailsDocument,
    "mutation LearnerLessonNotes($input: UpdateLessonNotesInput!) {\n  updateLessonNotes(input: $input) {\n    id\n  }\n}": typeof types.LearnerLessonNotesDocument,
    "query LearnerLessonPrices($franchiseId: ID) {\n  learnerLessonPrices(franchiseId: $franchiseId) {\n    lessonType\n    price {\n      pence\n      formatted\n    }\n  }\n}": typeof types.LearnerLessonPricesDocument,
    "query LearnerLessons($id: ID!) {\n  learner(id: $id) {\n    id\n    lessons {\n      id\n      startDateTime\n      endDateTime\n      status\n      paid\n      pickupPostcode\n      notes\n    }\n  }\n}": typeof types.LearnerLessonsDocument,
    "query LearnerPageStatus($id: ID!) {\n  learner(id: $id) {\n    id\n    learnerPage {\n      reminderOptIn\n      linkSentAt\n    }\n  }\n}\n\nmutation SendLearnerPageLink($learnerId: ID!) {\n  sendLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation RevokeLearnerPageLink($learnerId: ID!) {\n  revokeLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation SetLearnerReminders($learnerId: ID!, $optIn: Boolean!) {\n  setLearnerReminders(learnerId: $learnerId, optIn: $optIn) {\n    reminderOptIn\n    linkSentAt\n  }\n}": typeof types.LearnerPageStatusDocument,
    "query LearnerProgress($id: ID!) {\n  learner(id: $id) {\n    id\n    progress {\n      overallProgress\n      categories {\n        id\n        categoryName\n        progressPercentage\n        skills {\n          id\n          skillName\n          score\n        }\n      }\n    }\n  }\n}": typeof types.LearnerProgressDocument,
    "query LearnersList($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      approved\n      pendingApproval\n      active\n      lastLesson\n      sourcedBy\n      customerType\n      learnerLessonType\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      pickupAddress {\n        line1\n        postcode\n      }\n      address {\n        line1\n        postcode\n      }\n    }\n  }\n}": typeof types.LearnersListDocument,
    "mutation RejectLearner($learnerId: ID!, $instructorId: ID!, $rejectionReason: String!) {\n  rejectLearner(\n    learnerId: $learnerId\n    instructorId: $instructorId\n    rejectionReason: $rejectionReason\n  )\n}": typeof types.RejectLearnerDocument,
    "mutation UpdateHourlyRate($allocationId: ID!, $rate: Float!) {\n  updateHourlyRate(allocationId: $allocationId, rate: $rate) {\n    id\n    purchaseRate {\n      pence\n      formatted\n    }\n  }\n}": typeof types.UpdateHourlyRateDocument,
    "mutation UpdateLearnerProgress($learnerId: ID!, $skills: [SkillScoreInput!]!) {\n  updateLearnerProgress(learnerId: $learnerId, skills: $skills) {\n    overallProgress\n  }\n}": typeof types.UpdateLearnerProgressDocument,
    "mutation UpdateLearner($input: UpdateLearnerInput!) {\n  updateLearner(input: $input) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n  }\n}": typeof types.UpdateLearnerDocument,
    "mutation UpdateTest($input: UpdateTestInput!) {\n  updateTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}": typeof types.UpdateTestDocument,
    "fragment ChatMessage on Message {\n  id\n  body\n  created\n  from\n  agentName\n  read\n  clientKey\n}\n\nquery GetMessages($instructorId: ID!, $input: GetMessagesInput) {\n  instructor(id: $instructorId) {\n    id\n    messages(input: $input) {\n      ...ChatMessage\n    }\n  }\n}": typeof types.ChatMessageFragmentDoc,
    "fragment FeedPost on Post {\n  id\n  brand\n  type\n  title\n  author\n  date\n  content\n}\n\nquery InstructorPosts($instructorId: ID!, $input: InstructorPostsInput) {\n  instructor(id: $instructorId) {\n    id\n    posts(input: $input) {\n      ...FeedPost\n    }\n  }\n}": typeof types.FeedPostFragmentDoc,
    "mutation MarkMessagesRead($instructorId: ID!) {\n  markMessagesRead(instructorId: $instructorId)\n}": typeof types.MarkMessagesReadDocument,
    "query Post($id: ID!) {\n  post(id: $id) {\n    ...FeedPost\n  }\n}": typeof types.PostDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...ChatMessage\n  }\n}": typeof types.SendMessageDocument,
    "query OfflineLessons($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        id\n        startDateTime\n        endDateTime\n        status\n        test\n        learner {\n          id\n          name {\n            fullName\n          }\n          mobileNumber\n          landlineNumber\n          pickupAddress {\n            line1\n            line2\n            town\n            postcode\n          }\n        }\n      }\n    }\n  }\n}": typeof types.OfflineLessonsDocument,
    "mutation AcceptFranchiseAgreement($agreementKey: ID!) {\n  acceptFranchiseAgreement(agreementKey: $agreementKey)\n}": typeof types.AcceptFranchiseAgreementDocument,
    "mutation AddBankDetails($input: BankDetailsInput!) {\n  addBankDetails(input: $input) {\n    nameOnAccount\n    accountNumberEnding\n  }\n}": typeof types.AddBankDetailsDocument,
    "query FranchiseAgreement($agreementKey: ID!) {\n  franchiseAgreement(agreementKey: $agreementKey) {\n    franchiseAgreementKey\n    franchiseName\n    brand\n    title\n    firstName\n    surname\n    dateOfBirth\n    address\n    city\n    zipCode\n    emailAddress\n    phoneNumber\n    drivingNumber\n    adiNumber\n    duration\n    leadType\n    startDateTime\n    paymentType\n    paymentTerms\n    totalPayable {\n      formatted\n    }\n    paymentDueWeekly {\n      formatted\n    }\n    courseInstalments\n    personKey\n    channel\n    status\n    communication {\n      marketing {\n        email\n        sms\n        phone\n        post\n      }\n      reminder {\n        sms\n      }\n    }\n    documents {\n      kind\n      documentName\n      url\n      version\n      viewed\n      accepted\n      acceptedAt\n    }\n    bankDetails {\n      nameOnAccount\n      accountNumberEnding\n    }\n  }\n}": typeof types.FranchiseAgreementDocument,
    "query GetDDIDocumentUrl {\n  getDDIDocumentUrl\n}": typeof types.GetDdiDocumentUrlDocument,
    "mutation OnboardInstructorLogin($input: OnboardInstructorLoginInput!) {\n  onboardInstructorLogin(input: $input) {\n    accessToken\n  }\n}": typeof types.OnboardInstructorLoginDocument,
    "mutation SignFranchiseAgreementDocument($agreementKey: ID!, $kind: OnboardingDocumentKind!) {\n  signFranchiseAgreementDocument(agreementKey: $agreementKey, kind: $kind) {\n    kind\n    accepted\n    acceptedAt\n  }\n}": typeof types.SignFranchiseAgreementDocumentDocument,
    "mutation UpdateLead($input: UpdateLeadInput!) {\n  updateLead(input: $input)\n}": typeof types.UpdateLeadDocument,
    "fragment PreferenceTestCentre on TestCentre {\n  id\n  name\n  line1\n  line2\n  town\n  county\n  postcode\n}\n\nquery Preferences($id: ID!) {\n  instructor(id: $id) {\n    id\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n    travelTime {\n      id\n      lineItemKey\n      time\n    }\n    learnerCapacity {\n      id\n      lineItemKey\n      current\n      maximum\n      locked\n    }\n    lessonTypes {\n      propositionAllocationId\n      lessonType\n      enabled\n      toggleable\n    }\n    testCentres {\n      id\n      lineItemKey\n      name\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n  }\n}": typeof types.PreferenceTestCentreFragmentDoc,
    "query TestCentres($search: String) {\n  testCentres(search: $search) {\n    ...PreferenceTestCentre\n  }\n}": typeof types.TestCentresDocument,
    "mutation UpdateInstructorPreferences($input: UpdateInstructorPreferencesInput!) {\n  updateInstructorPreferences(input: $input) {\n    id\n  }\n}": typeof types.UpdateInstructorPreferencesDocument,
    "query InstructorBusinessProfile($personKey: ID!) {\n  getInstructorBusinessProfile(personKey: $personKey) {\n    displayName\n    additionalLanguages\n    bio\n    badgeDate\n    badgeType\n    questionAnswers {\n      question\n      answer\n    }\n    profileUrls {\n      url\n      brand\n    }\n    awards {\n      award\n      count\n    }\n  }\n}": typeof types.InstructorBusinessProfileDocument,
    "mutation GenerateInstructorBio($input: GenerateInstructorBioInput!) {\n  generateInstructorBio(input: $input)\n}": typeof types.GenerateInstructorBioDocument,
    "mutation SaveInstructorBusinessProfile($input: SaveInstructorBusinessProfileInput!) {\n  saveInstructorBusinessProfile(input: $input) {\n    success\n  }\n}": typeof types.SaveInstructorBusinessProfileDocument,
    "query GetDsGlobalConfig {\n  getDsGlobalConfig {\n    instructorArrearsEnabled\n    hubcappReoccurringLessonsEnable\n    fleetDatabaseSchemaMigrationEnabled\n    myBusinessProfileEnabled\n    demoMode\n  }\n}": typeof types.GetDsGlobalConfigDocument,
    "fragment SessionInstructor on Instructor {\n  id\n  adiNumber\n  firstName\n  lastName\n  fullName\n  status\n  brands\n  propositions {\n    id\n    proposition {\n      id\n      name\n      type\n      brand\n      transmission\n    }\n  }\n}": typeof types.SessionInstructorFragmentDoc,
};
const documents: Documents = {
    "query AccountInvoices($id: ID!) {\n  instructor(id: $id) {\n    id\n    invoices {\n      id\n      invoiceId\n      invoiceDate\n      description\n      pdfCreated\n      paid\n      value {\n        pence\n        formatted\n      }\n    }\n  }\n}": types.AccountInvoicesDocument,
    "query AccountTransactions($id: ID!, $from: Date!, $to: Date!, $withArrears: Boolean!) {\n  instructor(id: $id) {\n    id\n    arrears @include(if: $withArrears) {\n      id\n      reference\n      propositionKey\n      date\n      amount {\n        pence\n        formatted\n      }\n    }\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n        formatted\n      }\n      valueExVat {\n        pence\n        formatted\n      }\n    }\n  }\n}": types.AccountTransactionsDocument,
    "query ArrearsBreakdown($input: ArrearsDetailInput!) {\n  instructorArrearsBreakdown(input: $input) {\n    id\n    reference\n    date\n    amount {\n      pence\n      formatted\n    }\n  }\n}": types.ArrearsBreakdownDocument,
    "query InvoiceUrl($transactionKey: ID!) {\n  instructorInvoiceUrl(transactionKey: $transactionKey) {\n    id\n    url\n  }\n}": types.InvoiceUrlDocument,
    "query LedgerExport($id: ID!, $from: Date!, $to: Date!) {\n  instructor(id: $id) {\n    id\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n      }\n      valueExVat {\n        pence\n      }\n    }\n  }\n}": types.LedgerExportDocument,
    "query TaxYear($id: ID!, $startYear: Int) {\n  instructor(id: $id) {\n    id\n    taxYearSummary(startYear: $startYear) {\n      startYear\n      label\n      from\n      to\n      lessonIncome {\n        pence\n        formatted\n      }\n      franchiseFees {\n        pence\n        formatted\n      }\n      months {\n        label\n        lessonIncome {\n          pence\n          formatted\n        }\n        franchiseFees {\n          pence\n          formatted\n        }\n      }\n    }\n  }\n}": types.TaxYearDocument,
    "fragment AreaRegion on Region {\n  id\n  regionCode\n  regionName\n  districts {\n    id\n    districtCode\n    covered\n    sectors {\n      id\n      sectorCode\n      covered\n    }\n  }\n  pricing {\n    id\n    productCategory {\n      id\n      type\n    }\n    recommendedPrice {\n      pence\n      formatted\n    }\n    minPrice {\n      pence\n      formatted\n    }\n    maxPrice {\n      pence\n      formatted\n    }\n  }\n  discounts {\n    id\n    discountName\n    discountType\n    valueType\n    formattedValue\n    description\n    optedIn\n  }\n}\n\nfragment AreaCoverage on Coverage {\n  id\n  lineItemKey\n  region {\n    ...AreaRegion\n  }\n  pricing {\n    id\n    price {\n      pence\n      formatted\n    }\n    productCategory {\n      id\n      type\n    }\n  }\n  numberOfDistricts\n  numberOfCoveredDistricts\n  numberOfDiscountsAvailable\n  numberOfDiscountsApplied\n}": types.AreaRegionFragmentDoc,
    "query GetCoverage($id: ID!) {\n  coverage(id: $id) {\n    ...AreaCoverage\n  }\n}": types.GetCoverageDocument,
    "mutation CreateAreaCoverage($input: CreateAreaCoverageInput!) {\n  createAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}": types.CreateAreaCoverageDocument,
    "mutation DeleteAreaCoverage($id: ID!) {\n  deleteAreaCoverage(id: $id) {\n    affected\n  }\n}": types.DeleteAreaCoverageDocument,
    "query GetInstructorAreas($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    propositions {\n      id\n      coverage {\n        ...AreaCoverage\n      }\n    }\n  }\n}": types.GetInstructorAreasDocument,
    "query RegionLookup($term: String!, $propositionId: ID!) {\n  regionLookup(term: $term, propositionId: $propositionId) {\n    ...AreaRegion\n  }\n}": types.RegionLookupDocument,
    "mutation UpdateAreaCoverage($input: UpdateAreaCoverageInput!) {\n  updateAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}": types.UpdateAreaCoverageDocument,
    "mutation AppSignIn($input: AppSignInInput!) {\n  appSignIn(input: $input) {\n    ...LoginOutcome\n  }\n}": types.AppSignInDocument,
    "mutation ConfirmSignInCode($input: ConfirmSignInCodeInput!) {\n  confirmSignInCode(input: $input) {\n    ...LoginOutcome\n  }\n}": types.ConfirmSignInCodeDocument,
    "mutation InstructorLogin($input: InstructorLoginInput!) {\n  instructorLogin(input: $input) {\n    ...LoginOutcome\n  }\n}": types.InstructorLoginDocument,
    "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n  lockoutSeconds\n}": types.LoginOutcomeFragmentDoc,
    "query Me {\n  me {\n    ...SessionInstructor\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    challengeId\n    maskedMobile\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResendCode($input: ResendCodeInput!) {\n  resendCode(input: $input) {\n    success\n    retryAfterSeconds\n  }\n}": types.ResendCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    success\n  }\n}": types.ResetPasswordDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "fragment CalendarFeedDetails on CalendarFeed {\n  url\n  webcalUrl\n  createdAt\n  privacy\n}\n\nquery CalendarFeed {\n  me {\n    id\n    calendarFeed {\n      ...CalendarFeedDetails\n    }\n  }\n}\n\nmutation EnableCalendarFeed {\n  enableCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation ResetCalendarFeed {\n  resetCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation DisableCalendarFeed {\n  disableCalendarFeed\n}\n\nmutation SetCalendarFeedPrivacy($privacy: CalendarFeedPrivacy!) {\n  setCalendarFeedPrivacy(privacy: $privacy) {\n    ...CalendarFeedDetails\n  }\n}": types.CalendarFeedDetailsFragmentDoc,
    "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}": types.CalendarLessonEventFragmentDoc,
    "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      allocations {\n        id\n        allocationStatus\n        active\n        productCategory\n      }\n      lessonBalances {\n        id\n        category\n        hours\n      }\n    }\n  }\n}": types.CalendarLearnersDocument,
    "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}": types.CalendarLessonDocument,
    "query CalendarSchedule($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n        learner {\n          id\n          pickupAddress {\n            postcode\n          }\n        }\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n  }\n}": types.CalendarScheduleDocument,
    "query CalendarSlotOffers($startDate: DateTime!, $endDate: DateTime!) {\n  slotOffers(startDate: $startDate, endDate: $endDate) {\n    id\n    startDateTime\n    endDateTime\n    state\n    takenBy\n    recipients {\n      id\n      status\n    }\n  }\n}": types.CalendarSlotOffersDocument,
    "query CalendarTimeOff($id: ID!) {\n  timeOff(id: $id) {\n    ...TimeOffDetails\n  }\n}": types.CalendarTimeOffDocument,
    "mutation CancelLesson($input: CancelLessonInput!) {\n  cancelLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.CancelLessonDocument,
    "mutation CancelPendingLessons($input: PendingLessonsInput!) {\n  cancelPendingLessons(input: $input)\n}": types.CancelPendingLessonsDocument,
    "mutation CancelTimeOff($input: CancelTimeOffInput!) {\n  cancelTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.CancelTimeOffDocument,
    "mutation ChangeLesson($input: ChangeLessonInput!) {\n  changeLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.ChangeLessonDocument,
    "mutation ConvertPendingLessons($input: PendingLessonsInput!) {\n  convertPendingLessons(input: $input) {\n    id\n    startDateTime\n    endDateTime\n    status\n  }\n}": types.ConvertPendingLessonsDocument,
    "mutation CreateLesson($input: CreateLessonInput!) {\n  createLesson(input: $input) {\n    ...LessonDetails\n  }\n}": types.CreateLessonDocument,
    "mutation CreateSlotOffer($input: CreateSlotOfferInput!) {\n  createSlotOffer(input: $input) {\n    ...SlotOfferDetails\n  }\n}": types.CreateSlotOfferDocument,
    "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.CreateTimeOffDocument,
    "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  reminder {\n    status\n    sentAt\n    deliveredAt\n  }\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}": types.LessonDetailsFragmentDoc,
    "query SlotOfferCandidates($input: SlotOfferCandidatesInput!) {\n  slotOfferCandidates(input: $input) {\n    learnerId\n    fullName\n    suggested\n    reasons\n    canText\n  }\n}": types.SlotOfferCandidatesDocument,
    "fragment SlotOfferDetails on SlotOffer {\n  id\n  startDateTime\n  endDateTime\n  lessonType\n  standsUntil\n  textInstructor\n  state\n  takenAt\n  takenBy\n  lessonId\n  recipients {\n    id\n    learnerId\n    fullName\n    status\n    sentAt\n    openedAt\n  }\n}\n\nquery SlotOffer($id: ID!) {\n  slotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}": types.SlotOfferDetailsFragmentDoc,
    "fragment TimeOffDetails on TimeOff {\n  id\n  created\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  repeatSchedule {\n    frequency\n    startDate\n    endDate\n  }\n  seriesId\n}": types.TimeOffDetailsFragmentDoc,
    "query TimeSlotsAvailability($input: TimeSlotsAvailabilityInput!) {\n  timeSlotsAvailability(input: $input) {\n    startDateTime\n    endDateTime\n    travelTime\n    availability\n    prepaid\n    insufficientBalanceForBooking\n    bookedPendingLessonId\n  }\n}": types.TimeSlotsAvailabilityDocument,
    "mutation UpdateTimeOff($input: UpdateTimeOffInput!) {\n  updateTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}": types.UpdateTimeOffDocument,
    "mutation WithdrawSlotOffer($id: ID!) {\n  withdrawSlotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}": types.WithdrawSlotOfferDocument,
    "mutation AddVehicle($input: AddVehicleInput!) {\n  addVehicle(input: $input) {\n    id\n    vehicle {\n      id\n      registration\n    }\n  }\n}": types.AddVehicleDocument,
    "query AgreementsDocuments($personKey: ID!) {\n  agreementsDocumentsByPerson(personKey: $personKey) {\n    id\n    agreementName\n    active\n    fromDate\n    toDate\n    documents {\n      id\n      documentType\n      url\n      viewUrl\n    }\n  }\n}": types.AgreementsDocumentsDocument,
    "query CustomerAndFranchiseDocuments($personKey: ID!) {\n  customerAndFranchiseDocumentsByPerson(personKey: $personKey) {\n    customerDocuments {\n      id\n      documentType\n      status\n      rejectionReason\n      uploadedDate\n      url\n      viewUrl\n      canUpload\n    }\n  }\n}": types.CustomerAndFranchiseDocumentsDocument,
    "query InstructorDetails($id: ID!) {\n  instructor(id: $id) {\n    id\n    adiNumber\n    propositions {\n      id\n      fromDate\n      toDate\n      proposition {\n        id\n        name\n        type\n        brand\n        transmission\n        price {\n          includingVAT {\n            formatted\n          }\n          frequency\n        }\n      }\n    }\n    personalDetails {\n      personId\n      name {\n        title\n        firstName\n        lastName\n        fullName\n      }\n      dateOfBirth\n      address {\n        line1\n        line2\n        town\n        county\n        postcode\n      }\n      emailAddress\n      mobileNumber\n      landlineNumber\n    }\n    drivingDetails {\n      licenceNumber\n      licenceValidTo\n    }\n    myBusiness {\n      adiNumber\n      businessName\n      businessEmail\n      vatNumber\n    }\n    certifications {\n      id\n      type\n      reference\n      toDate\n      expiryState\n    }\n    additionalDrivers {\n      id\n      name {\n        fullName\n      }\n    }\n    vehicleAssignments {\n      id\n      assignmentDate\n      vehicle {\n        id\n        registration\n        manufacturer\n        model\n        specification\n        transmissionType\n        fuelType\n        vehicleType\n        mileage {\n          captureDate\n          value\n        }\n        insurance {\n          id\n          certificateNumber\n          startDate\n          endDate\n          expiryState\n        }\n      }\n    }\n  }\n}": types.InstructorDetailsDocument,
    "mutation UpdateInstructorDetails($id: ID!, $vehicleMileage: VehicleMileageInput!) {\n  updateInstructorDetails(id: $id, vehicleMileage: $vehicleMileage) {\n    id\n  }\n}": types.UpdateInstructorDetailsDocument,
    "mutation UpdateInsuranceHistory($input: InsuranceHistoryInput!) {\n  updateInsuranceHistory(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}": types.UpdateInsuranceHistoryDocument,
    "mutation UpdateInsurance($input: InsuranceInput!) {\n  updateInsurance(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}": types.UpdateInsuranceDocument,
    "mutation UpdateMileage($input: UpdateMileageInput!) {\n  updateMileage(input: $input) {\n    captureDate\n    value\n  }\n}": types.UpdateMileageDocument,
    "query HomeDashboard($id: ID!, $withLessons: Boolean!, $withArrears: Boolean!, $withNews: Boolean!) {\n  instructor(id: $id) {\n    id\n    todaysThingsToDo {\n      kind\n      count\n    }\n    firstSteps {\n      kind\n      label\n      href\n      done\n    }\n    todaysIncome @include(if: $withLessons) {\n      pence\n      formatted\n    }\n    todaysEvents @include(if: $withLessons) {\n      id\n      startDateTime\n      endDateTime\n      newLearner\n      learner {\n        id\n        name {\n          fullName\n        }\n        pickupAddress {\n          postcode\n        }\n      }\n    }\n    arrears @include(if: $withArrears) {\n      id\n      amount {\n        pence\n        formatted\n      }\n    }\n    posts(input: {type: [NEWS, TECH], status: Live, limit: 5}) @include(if: $withNews) {\n      id\n      type\n      title\n      date\n    }\n  }\n}": types.HomeDashboardDocument,
    "query LearnerAddressById($id: ID!) {\n  addressById(id: $id) {\n    id\n    line1\n    line2\n    town\n    county\n    postcode\n  }\n}": types.LearnerAddressByIdDocument,
    "query LearnerAddressLookup($postcode: String!) {\n  addressLookup(postcode: $postcode) {\n    id\n    description\n  }\n}": types.LearnerAddressLookupDocument,
    "mutation ApproveLearner($learnerId: ID!, $instructorId: ID!) {\n  approveLearner(learnerId: $learnerId, instructorId: $instructorId)\n}": types.ApproveLearnerDocument,
    "mutation CreateSelfSourcedLearner($input: CreateSelfSourcedLearnerInput!) {\n  createSelfSourcedLearner(input: $input)\n}": types.CreateSelfSourcedLearnerDocument,
    "mutation CreateTest($input: CreateTestInput!) {\n  createTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}": types.CreateTestDocument,
    "mutation DeleteTest($id: ID!) {\n  deleteTest(id: $id)\n}": types.DeleteTestDocument,
    "query LearnerEmailExists($emailAddress: String!) {\n  emailExists(emailAddress: $emailAddress) {\n    exists\n  }\n}": types.LearnerEmailExistsDocument,
    "query LearnerDetails($id: ID!) {\n  learner(id: $id) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    emailAddress\n    dateOfBirth\n    customerType\n    sourcedBy\n    approved\n    pendingApproval\n    pickupAddress {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    allocations {\n      id\n      allocationStatus\n      lessonType\n      productCategory\n      propositionAllocationKey\n      purchaseRate {\n        pence\n        formatted\n      }\n    }\n    tests {\n      id\n      date\n      type\n      status\n      editable\n    }\n  }\n}": types.LearnerDetailsDocument,
    "mutation LearnerLessonNotes($input: UpdateLessonNotesInput!) {\n  updateLessonNotes(input: $input) {\n    id\n  }\n}": types.LearnerLessonNotesDocument,
    "query LearnerLessonPrices($franchiseId: ID) {\n  learnerLessonPrices(franchiseId: $franchiseId) {\n    lessonType\n    price {\n      pence\n      formatted\n    }\n  }\n}": types.LearnerLessonPricesDocument,
    "query LearnerLessons($id: ID!) {\n  learner(id: $id) {\n    id\n    lessons {\n      id\n      startDateTime\n      endDateTime\n      status\n      paid\n      pickupPostcode\n      notes\n    }\n  }\n}": types.LearnerLessonsDocument,
    "query LearnerPageStatus($id: ID!) {\n  learner(id: $id) {\n    id\n    learnerPage {\n      reminderOptIn\n      linkSentAt\n    }\n  }\n}\n\nmutation SendLearnerPageLink($learnerId: ID!) {\n  sendLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation RevokeLearnerPageLink($learnerId: ID!) {\n  revokeLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation SetLearnerReminders($learnerId: ID!, $optIn: Boolean!) {\n  setLearnerReminders(learnerId: $learnerId, optIn: $optIn) {\n    reminderOptIn\n    linkSentAt\n  }\n}": types.LearnerPageStatusDocument,
    "query LearnerProgress($id: ID!) {\n  learner(id: $id) {\n    id\n    progress {\n      overallProgress\n      categories {\n        id\n        categoryName\n        progressPercentage\n        skills {\n          id\n          skillName\n          score\n        }\n      }\n    }\n  }\n}": types.LearnerProgressDocument,
    "query LearnersList($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      approved\n      pendingApproval\n      active\n      lastLesson\n      sourcedBy\n      customerType\n      learnerLessonType\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      pickupAddress {\n        line1\n        postcode\n      }\n      address {\n        line1\n        postcode\n      }\n    }\n  }\n}": types.LearnersListDocument,
    "mutation RejectLearner($learnerId: ID!, $instructorId: ID!, $rejectionReason: String!) {\n  rejectLearner(\n    learnerId: $learnerId\n    instructorId: $instructorId\n    rejectionReason: $rejectionReason\n  )\n}": types.RejectLearnerDocument,
    "mutation UpdateHourlyRate($allocationId: ID!, $rate: Float!) {\n  updateHourlyRate(allocationId: $allocationId, rate: $rate) {\n    id\n    purchaseRate {\n      pence\n      formatted\n    }\n  }\n}": types.UpdateHourlyRateDocument,
    "mutation UpdateLearnerProgress($learnerId: ID!, $skills: [SkillScoreInput!]!) {\n  updateLearnerProgress(learnerId: $learnerId, skills: $skills) {\n    overallProgress\n  }\n}": types.UpdateLearnerProgressDocument,
    "mutation UpdateLearner($input: UpdateLearnerInput!) {\n  updateLearner(input: $input) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n  }\n}": types.UpdateLearnerDocument,
    "mutation UpdateTest($input: UpdateTestInput!) {\n  updateTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}": types.UpdateTestDocument,
    "fragment ChatMessage on Message {\n  id\n  body\n  created\n  from\n  agentName\n  read\n  clientKey\n}\n\nquery GetMessages($instructorId: ID!, $input: GetMessagesInput) {\n  instructor(id: $instructorId) {\n    id\n    messages(input: $input) {\n      ...ChatMessage\n    }\n  }\n}": types.ChatMessageFragmentDoc,
    "fragment FeedPost on Post {\n  id\n  brand\n  type\n  title\n  author\n  date\n  content\n}\n\nquery InstructorPosts($instructorId: ID!, $input: InstructorPostsInput) {\n  instructor(id: $instructorId) {\n    id\n    posts(input: $input) {\n      ...FeedPost\n    }\n  }\n}": types.FeedPostFragmentDoc,
    "mutation MarkMessagesRead($instructorId: ID!) {\n  markMessagesRead(instructorId: $instructorId)\n}": types.MarkMessagesReadDocument,
    "query Post($id: ID!) {\n  post(id: $id) {\n    ...FeedPost\n  }\n}": types.PostDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...ChatMessage\n  }\n}": types.SendMessageDocument,
    "query OfflineLessons($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        id\n        startDateTime\n        endDateTime\n        status\n        test\n        learner {\n          id\n          name {\n            fullName\n          }\n          mobileNumber\n          landlineNumber\n          pickupAddress {\n            line1\n            line2\n            town\n            postcode\n          }\n        }\n      }\n    }\n  }\n}": types.OfflineLessonsDocument,
    "mutation AcceptFranchiseAgreement($agreementKey: ID!) {\n  acceptFranchiseAgreement(agreementKey: $agreementKey)\n}": types.AcceptFranchiseAgreementDocument,
    "mutation AddBankDetails($input: BankDetailsInput!) {\n  addBankDetails(input: $input) {\n    nameOnAccount\n    accountNumberEnding\n  }\n}": types.AddBankDetailsDocument,
    "query FranchiseAgreement($agreementKey: ID!) {\n  franchiseAgreement(agreementKey: $agreementKey) {\n    franchiseAgreementKey\n    franchiseName\n    brand\n    title\n    firstName\n    surname\n    dateOfBirth\n    address\n    city\n    zipCode\n    emailAddress\n    phoneNumber\n    drivingNumber\n    adiNumber\n    duration\n    leadType\n    startDateTime\n    paymentType\n    paymentTerms\n    totalPayable {\n      formatted\n    }\n    paymentDueWeekly {\n      formatted\n    }\n    courseInstalments\n    personKey\n    channel\n    status\n    communication {\n      marketing {\n        email\n        sms\n        phone\n        post\n      }\n      reminder {\n        sms\n      }\n    }\n    documents {\n      kind\n      documentName\n      url\n      version\n      viewed\n      accepted\n      acceptedAt\n    }\n    bankDetails {\n      nameOnAccount\n      accountNumberEnding\n    }\n  }\n}": types.FranchiseAgreementDocument,
    "query GetDDIDocumentUrl {\n  getDDIDocumentUrl\n}": types.GetDdiDocumentUrlDocument,
    "mutation OnboardInstructorLogin($input: OnboardInstructorLoginInput!) {\n  onboardInstructorLogin(input: $input) {\n    accessToken\n  }\n}": types.OnboardInstructorLoginDocument,
    "mutation SignFranchiseAgreementDocument($agreementKey: ID!, $kind: OnboardingDocumentKind!) {\n  signFranchiseAgreementDocument(agreementKey: $agreementKey, kind: $kind) {\n    kind\n    accepted\n    acceptedAt\n  }\n}": types.SignFranchiseAgreementDocumentDocument,
    "mutation UpdateLead($input: UpdateLeadInput!) {\n  updateLead(input: $input)\n}": types.UpdateLeadDocument,
    "fragment PreferenceTestCentre on TestCentre {\n  id\n  name\n  line1\n  line2\n  town\n  county\n  postcode\n}\n\nquery Preferences($id: ID!) {\n  instructor(id: $id) {\n    id\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n    travelTime {\n      id\n      lineItemKey\n      time\n    }\n    learnerCapacity {\n      id\n      lineItemKey\n      current\n      maximum\n      locked\n    }\n    lessonTypes {\n      propositionAllocationId\n      lessonType\n      enabled\n      toggleable\n    }\n    testCentres {\n      id\n      lineItemKey\n      name\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n  }\n}": types.PreferenceTestCentreFragmentDoc,
    "query TestCentres($search: String) {\n  testCentres(search: $search) {\n    ...PreferenceTestCentre\n  }\n}": types.TestCentresDocument,
    "mutation UpdateInstructorPreferences($input: UpdateInstructorPreferencesInput!) {\n  updateInstructorPreferences(input: $input) {\n    id\n  }\n}": types.UpdateInstructorPreferencesDocument,
    "query InstructorBusinessProfile($personKey: ID!) {\n  getInstructorBusinessProfile(personKey: $personKey) {\n    displayName\n    additionalLanguages\n    bio\n    badgeDate\n    badgeType\n    questionAnswers {\n      question\n      answer\n    }\n    profileUrls {\n      url\n      brand\n    }\n    awards {\n      award\n      count\n    }\n  }\n}": types.InstructorBusinessProfileDocument,
    "mutation GenerateInstructorBio($input: GenerateInstructorBioInput!) {\n  generateInstructorBio(input: $input)\n}": types.GenerateInstructorBioDocument,
    "mutation SaveInstructorBusinessProfile($input: SaveInstructorBusinessProfileInput!) {\n  saveInstructorBusinessProfile(input: $input) {\n    success\n  }\n}": types.SaveInstructorBusinessProfileDocument,
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
export function graphql(source: "query AccountInvoices($id: ID!) {\n  instructor(id: $id) {\n    id\n    invoices {\n      id\n      invoiceId\n      invoiceDate\n      description\n      pdfCreated\n      paid\n      value {\n        pence\n        formatted\n      }\n    }\n  }\n}"): (typeof documents)["query AccountInvoices($id: ID!) {\n  instructor(id: $id) {\n    id\n    invoices {\n      id\n      invoiceId\n      invoiceDate\n      description\n      pdfCreated\n      paid\n      value {\n        pence\n        formatted\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountTransactions($id: ID!, $from: Date!, $to: Date!, $withArrears: Boolean!) {\n  instructor(id: $id) {\n    id\n    arrears @include(if: $withArrears) {\n      id\n      reference\n      propositionKey\n      date\n      amount {\n        pence\n        formatted\n      }\n    }\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n        formatted\n      }\n      valueExVat {\n        pence\n        formatted\n      }\n    }\n  }\n}"): (typeof documents)["query AccountTransactions($id: ID!, $from: Date!, $to: Date!, $withArrears: Boolean!) {\n  instructor(id: $id) {\n    id\n    arrears @include(if: $withArrears) {\n      id\n      reference\n      propositionKey\n      date\n      amount {\n        pence\n        formatted\n      }\n    }\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n        formatted\n      }\n      valueExVat {\n        pence\n        formatted\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArrearsBreakdown($input: ArrearsDetailInput!) {\n  instructorArrearsBreakdown(input: $input) {\n    id\n    reference\n    date\n    amount {\n      pence\n      formatted\n    }\n  }\n}"): (typeof documents)["query ArrearsBreakdown($input: ArrearsDetailInput!) {\n  instructorArrearsBreakdown(input: $input) {\n    id\n    reference\n    date\n    amount {\n      pence\n      formatted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceUrl($transactionKey: ID!) {\n  instructorInvoiceUrl(transactionKey: $transactionKey) {\n    id\n    url\n  }\n}"): (typeof documents)["query InvoiceUrl($transactionKey: ID!) {\n  instructorInvoiceUrl(transactionKey: $transactionKey) {\n    id\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LedgerExport($id: ID!, $from: Date!, $to: Date!) {\n  instructor(id: $id) {\n    id\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n      }\n      valueExVat {\n        pence\n      }\n    }\n  }\n}"): (typeof documents)["query LedgerExport($id: ID!, $from: Date!, $to: Date!) {\n  instructor(id: $id) {\n    id\n    ledgerItems(from: $from, to: $to) {\n      id\n      name\n      date\n      kind\n      value {\n        pence\n      }\n      valueExVat {\n        pence\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaxYear($id: ID!, $startYear: Int) {\n  instructor(id: $id) {\n    id\n    taxYearSummary(startYear: $startYear) {\n      startYear\n      label\n      from\n      to\n      lessonIncome {\n        pence\n        formatted\n      }\n      franchiseFees {\n        pence\n        formatted\n      }\n      months {\n        label\n        lessonIncome {\n          pence\n          formatted\n        }\n        franchiseFees {\n          pence\n          formatted\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query TaxYear($id: ID!, $startYear: Int) {\n  instructor(id: $id) {\n    id\n    taxYearSummary(startYear: $startYear) {\n      startYear\n      label\n      from\n      to\n      lessonIncome {\n        pence\n        formatted\n      }\n      franchiseFees {\n        pence\n        formatted\n      }\n      months {\n        label\n        lessonIncome {\n          pence\n          formatted\n        }\n        franchiseFees {\n          pence\n          formatted\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AreaRegion on Region {\n  id\n  regionCode\n  regionName\n  districts {\n    id\n    districtCode\n    covered\n    sectors {\n      id\n      sectorCode\n      covered\n    }\n  }\n  pricing {\n    id\n    productCategory {\n      id\n      type\n    }\n    recommendedPrice {\n      pence\n      formatted\n    }\n    minPrice {\n      pence\n      formatted\n    }\n    maxPrice {\n      pence\n      formatted\n    }\n  }\n  discounts {\n    id\n    discountName\n    discountType\n    valueType\n    formattedValue\n    description\n    optedIn\n  }\n}\n\nfragment AreaCoverage on Coverage {\n  id\n  lineItemKey\n  region {\n    ...AreaRegion\n  }\n  pricing {\n    id\n    price {\n      pence\n      formatted\n    }\n    productCategory {\n      id\n      type\n    }\n  }\n  numberOfDistricts\n  numberOfCoveredDistricts\n  numberOfDiscountsAvailable\n  numberOfDiscountsApplied\n}"): (typeof documents)["fragment AreaRegion on Region {\n  id\n  regionCode\n  regionName\n  districts {\n    id\n    districtCode\n    covered\n    sectors {\n      id\n      sectorCode\n      covered\n    }\n  }\n  pricing {\n    id\n    productCategory {\n      id\n      type\n    }\n    recommendedPrice {\n      pence\n      formatted\n    }\n    minPrice {\n      pence\n      formatted\n    }\n    maxPrice {\n      pence\n      formatted\n    }\n  }\n  discounts {\n    id\n    discountName\n    discountType\n    valueType\n    formattedValue\n    description\n    optedIn\n  }\n}\n\nfragment AreaCoverage on Coverage {\n  id\n  lineItemKey\n  region {\n    ...AreaRegion\n  }\n  pricing {\n    id\n    price {\n      pence\n      formatted\n    }\n    productCategory {\n      id\n      type\n    }\n  }\n  numberOfDistricts\n  numberOfCoveredDistricts\n  numberOfDiscountsAvailable\n  numberOfDiscountsApplied\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCoverage($id: ID!) {\n  coverage(id: $id) {\n    ...AreaCoverage\n  }\n}"): (typeof documents)["query GetCoverage($id: ID!) {\n  coverage(id: $id) {\n    ...AreaCoverage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAreaCoverage($input: CreateAreaCoverageInput!) {\n  createAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}"): (typeof documents)["mutation CreateAreaCoverage($input: CreateAreaCoverageInput!) {\n  createAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAreaCoverage($id: ID!) {\n  deleteAreaCoverage(id: $id) {\n    affected\n  }\n}"): (typeof documents)["mutation DeleteAreaCoverage($id: ID!) {\n  deleteAreaCoverage(id: $id) {\n    affected\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInstructorAreas($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    propositions {\n      id\n      coverage {\n        ...AreaCoverage\n      }\n    }\n  }\n}"): (typeof documents)["query GetInstructorAreas($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    propositions {\n      id\n      coverage {\n        ...AreaCoverage\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegionLookup($term: String!, $propositionId: ID!) {\n  regionLookup(term: $term, propositionId: $propositionId) {\n    ...AreaRegion\n  }\n}"): (typeof documents)["query RegionLookup($term: String!, $propositionId: ID!) {\n  regionLookup(term: $term, propositionId: $propositionId) {\n    ...AreaRegion\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAreaCoverage($input: UpdateAreaCoverageInput!) {\n  updateAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}"): (typeof documents)["mutation UpdateAreaCoverage($input: UpdateAreaCoverageInput!) {\n  updateAreaCoverage(input: $input) {\n    ...AreaCoverage\n  }\n}"];
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
export function graphql(source: "fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n  lockoutSeconds\n}"): (typeof documents)["fragment LoginOutcome on LoginResult {\n  authenticated\n  challengeRequired\n  challengeId\n  maskedMobile\n  attemptsRemaining\n  lockoutExpiry\n  lockoutSeconds\n}"];
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
export function graphql(source: "fragment CalendarFeedDetails on CalendarFeed {\n  url\n  webcalUrl\n  createdAt\n  privacy\n}\n\nquery CalendarFeed {\n  me {\n    id\n    calendarFeed {\n      ...CalendarFeedDetails\n    }\n  }\n}\n\nmutation EnableCalendarFeed {\n  enableCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation ResetCalendarFeed {\n  resetCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation DisableCalendarFeed {\n  disableCalendarFeed\n}\n\nmutation SetCalendarFeedPrivacy($privacy: CalendarFeedPrivacy!) {\n  setCalendarFeedPrivacy(privacy: $privacy) {\n    ...CalendarFeedDetails\n  }\n}"): (typeof documents)["fragment CalendarFeedDetails on CalendarFeed {\n  url\n  webcalUrl\n  createdAt\n  privacy\n}\n\nquery CalendarFeed {\n  me {\n    id\n    calendarFeed {\n      ...CalendarFeedDetails\n    }\n  }\n}\n\nmutation EnableCalendarFeed {\n  enableCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation ResetCalendarFeed {\n  resetCalendarFeed {\n    ...CalendarFeedDetails\n  }\n}\n\nmutation DisableCalendarFeed {\n  disableCalendarFeed\n}\n\nmutation SetCalendarFeedPrivacy($privacy: CalendarFeedPrivacy!) {\n  setCalendarFeedPrivacy(privacy: $privacy) {\n    ...CalendarFeedDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}"): (typeof documents)["fragment CalendarLessonEvent on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n  }\n}\n\nfragment CalendarTimeOffEvent on TimeOff {\n  id\n  startDateTime\n  endDateTime\n  notes\n  status\n  allDay\n  repeatFrequency\n  seriesId\n}\n\nquery CalendarEvents($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      allocations {\n        id\n        allocationStatus\n        active\n        productCategory\n      }\n      lessonBalances {\n        id\n        category\n        hours\n      }\n    }\n  }\n}"): (typeof documents)["query CalendarLearners($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      customerType\n      approved\n      sourcedBy\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      allocations {\n        id\n        allocationStatus\n        active\n        productCategory\n      }\n      lessonBalances {\n        id\n        category\n        hours\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}"): (typeof documents)["query CalendarLesson($id: ID!) {\n  lesson(id: $id) {\n    ...LessonDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarSchedule($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n        learner {\n          id\n          pickupAddress {\n            postcode\n          }\n        }\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n  }\n}"): (typeof documents)["query CalendarSchedule($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        ...CalendarLessonEvent\n        learner {\n          id\n          pickupAddress {\n            postcode\n          }\n        }\n      }\n      ... on TimeOff {\n        ...CalendarTimeOffEvent\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarSlotOffers($startDate: DateTime!, $endDate: DateTime!) {\n  slotOffers(startDate: $startDate, endDate: $endDate) {\n    id\n    startDateTime\n    endDateTime\n    state\n    takenBy\n    recipients {\n      id\n      status\n    }\n  }\n}"): (typeof documents)["query CalendarSlotOffers($startDate: DateTime!, $endDate: DateTime!) {\n  slotOffers(startDate: $startDate, endDate: $endDate) {\n    id\n    startDateTime\n    endDateTime\n    state\n    takenBy\n    recipients {\n      id\n      status\n    }\n  }\n}"];
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
export function graphql(source: "mutation CreateSlotOffer($input: CreateSlotOfferInput!) {\n  createSlotOffer(input: $input) {\n    ...SlotOfferDetails\n  }\n}"): (typeof documents)["mutation CreateSlotOffer($input: CreateSlotOfferInput!) {\n  createSlotOffer(input: $input) {\n    ...SlotOfferDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"): (typeof documents)["mutation CreateTimeOff($input: CreateTimeOffInput!) {\n  createTimeOff(input: $input) {\n    ...TimeOffDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  reminder {\n    status\n    sentAt\n    deliveredAt\n  }\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}"): (typeof documents)["fragment LessonDetails on Lesson {\n  id\n  startDateTime\n  endDateTime\n  travelTimeInMinutes\n  test\n  paid\n  newLearner\n  status\n  kind\n  notes\n  canRefund\n  refunded\n  cancellationReason\n  reminder {\n    status\n    sentAt\n    deliveredAt\n  }\n  learner {\n    id\n    name {\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    landlineNumber\n    sourcedBy\n    pickupAddress {\n      line1\n      line2\n      town\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      postcode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SlotOfferCandidates($input: SlotOfferCandidatesInput!) {\n  slotOfferCandidates(input: $input) {\n    learnerId\n    fullName\n    suggested\n    reasons\n    canText\n  }\n}"): (typeof documents)["query SlotOfferCandidates($input: SlotOfferCandidatesInput!) {\n  slotOfferCandidates(input: $input) {\n    learnerId\n    fullName\n    suggested\n    reasons\n    canText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SlotOfferDetails on SlotOffer {\n  id\n  startDateTime\n  endDateTime\n  lessonType\n  standsUntil\n  textInstructor\n  state\n  takenAt\n  takenBy\n  lessonId\n  recipients {\n    id\n    learnerId\n    fullName\n    status\n    sentAt\n    openedAt\n  }\n}\n\nquery SlotOffer($id: ID!) {\n  slotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}"): (typeof documents)["fragment SlotOfferDetails on SlotOffer {\n  id\n  startDateTime\n  endDateTime\n  lessonType\n  standsUntil\n  textInstructor\n  state\n  takenAt\n  takenBy\n  lessonId\n  recipients {\n    id\n    learnerId\n    fullName\n    status\n    sentAt\n    openedAt\n  }\n}\n\nquery SlotOffer($id: ID!) {\n  slotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}"];
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
export function graphql(source: "mutation WithdrawSlotOffer($id: ID!) {\n  withdrawSlotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}"): (typeof documents)["mutation WithdrawSlotOffer($id: ID!) {\n  withdrawSlotOffer(id: $id) {\n    ...SlotOfferDetails\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddVehicle($input: AddVehicleInput!) {\n  addVehicle(input: $input) {\n    id\n    vehicle {\n      id\n      registration\n    }\n  }\n}"): (typeof documents)["mutation AddVehicle($input: AddVehicleInput!) {\n  addVehicle(input: $input) {\n    id\n    vehicle {\n      id\n      registration\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AgreementsDocuments($personKey: ID!) {\n  agreementsDocumentsByPerson(personKey: $personKey) {\n    id\n    agreementName\n    active\n    fromDate\n    toDate\n    documents {\n      id\n      documentType\n      url\n      viewUrl\n    }\n  }\n}"): (typeof documents)["query AgreementsDocuments($personKey: ID!) {\n  agreementsDocumentsByPerson(personKey: $personKey) {\n    id\n    agreementName\n    active\n    fromDate\n    toDate\n    documents {\n      id\n      documentType\n      url\n      viewUrl\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerAndFranchiseDocuments($personKey: ID!) {\n  customerAndFranchiseDocumentsByPerson(personKey: $personKey) {\n    customerDocuments {\n      id\n      documentType\n      status\n      rejectionReason\n      uploadedDate\n      url\n      viewUrl\n      canUpload\n    }\n  }\n}"): (typeof documents)["query CustomerAndFranchiseDocuments($personKey: ID!) {\n  customerAndFranchiseDocumentsByPerson(personKey: $personKey) {\n    customerDocuments {\n      id\n      documentType\n      status\n      rejectionReason\n      uploadedDate\n      url\n      viewUrl\n      canUpload\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstructorDetails($id: ID!) {\n  instructor(id: $id) {\n    id\n    adiNumber\n    propositions {\n      id\n      fromDate\n      toDate\n      proposition {\n        id\n        name\n        type\n        brand\n        transmission\n        price {\n          includingVAT {\n            formatted\n          }\n          frequency\n        }\n      }\n    }\n    personalDetails {\n      personId\n      name {\n        title\n        firstName\n        lastName\n        fullName\n      }\n      dateOfBirth\n      address {\n        line1\n        line2\n        town\n        county\n        postcode\n      }\n      emailAddress\n      mobileNumber\n      landlineNumber\n    }\n    drivingDetails {\n      licenceNumber\n      licenceValidTo\n    }\n    myBusiness {\n      adiNumber\n      businessName\n      businessEmail\n      vatNumber\n    }\n    certifications {\n      id\n      type\n      reference\n      toDate\n      expiryState\n    }\n    additionalDrivers {\n      id\n      name {\n        fullName\n      }\n    }\n    vehicleAssignments {\n      id\n      assignmentDate\n      vehicle {\n        id\n        registration\n        manufacturer\n        model\n        specification\n        transmissionType\n        fuelType\n        vehicleType\n        mileage {\n          captureDate\n          value\n        }\n        insurance {\n          id\n          certificateNumber\n          startDate\n          endDate\n          expiryState\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query InstructorDetails($id: ID!) {\n  instructor(id: $id) {\n    id\n    adiNumber\n    propositions {\n      id\n      fromDate\n      toDate\n      proposition {\n        id\n        name\n        type\n        brand\n        transmission\n        price {\n          includingVAT {\n            formatted\n          }\n          frequency\n        }\n      }\n    }\n    personalDetails {\n      personId\n      name {\n        title\n        firstName\n        lastName\n        fullName\n      }\n      dateOfBirth\n      address {\n        line1\n        line2\n        town\n        county\n        postcode\n      }\n      emailAddress\n      mobileNumber\n      landlineNumber\n    }\n    drivingDetails {\n      licenceNumber\n      licenceValidTo\n    }\n    myBusiness {\n      adiNumber\n      businessName\n      businessEmail\n      vatNumber\n    }\n    certifications {\n      id\n      type\n      reference\n      toDate\n      expiryState\n    }\n    additionalDrivers {\n      id\n      name {\n        fullName\n      }\n    }\n    vehicleAssignments {\n      id\n      assignmentDate\n      vehicle {\n        id\n        registration\n        manufacturer\n        model\n        specification\n        transmissionType\n        fuelType\n        vehicleType\n        mileage {\n          captureDate\n          value\n        }\n        insurance {\n          id\n          certificateNumber\n          startDate\n          endDate\n          expiryState\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInstructorDetails($id: ID!, $vehicleMileage: VehicleMileageInput!) {\n  updateInstructorDetails(id: $id, vehicleMileage: $vehicleMileage) {\n    id\n  }\n}"): (typeof documents)["mutation UpdateInstructorDetails($id: ID!, $vehicleMileage: VehicleMileageInput!) {\n  updateInstructorDetails(id: $id, vehicleMileage: $vehicleMileage) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInsuranceHistory($input: InsuranceHistoryInput!) {\n  updateInsuranceHistory(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}"): (typeof documents)["mutation UpdateInsuranceHistory($input: InsuranceHistoryInput!) {\n  updateInsuranceHistory(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInsurance($input: InsuranceInput!) {\n  updateInsurance(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}"): (typeof documents)["mutation UpdateInsurance($input: InsuranceInput!) {\n  updateInsurance(input: $input) {\n    id\n    certificateNumber\n    startDate\n    endDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMileage($input: UpdateMileageInput!) {\n  updateMileage(input: $input) {\n    captureDate\n    value\n  }\n}"): (typeof documents)["mutation UpdateMileage($input: UpdateMileageInput!) {\n  updateMileage(input: $input) {\n    captureDate\n    value\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeDashboard($id: ID!, $withLessons: Boolean!, $withArrears: Boolean!, $withNews: Boolean!) {\n  instructor(id: $id) {\n    id\n    todaysThingsToDo {\n      kind\n      count\n    }\n    firstSteps {\n      kind\n      label\n      href\n      done\n    }\n    todaysIncome @include(if: $withLessons) {\n      pence\n      formatted\n    }\n    todaysEvents @include(if: $withLessons) {\n      id\n      startDateTime\n      endDateTime\n      newLearner\n      learner {\n        id\n        name {\n          fullName\n        }\n        pickupAddress {\n          postcode\n        }\n      }\n    }\n    arrears @include(if: $withArrears) {\n      id\n      amount {\n        pence\n        formatted\n      }\n    }\n    posts(input: {type: [NEWS, TECH], status: Live, limit: 5}) @include(if: $withNews) {\n      id\n      type\n      title\n      date\n    }\n  }\n}"): (typeof documents)["query HomeDashboard($id: ID!, $withLessons: Boolean!, $withArrears: Boolean!, $withNews: Boolean!) {\n  instructor(id: $id) {\n    id\n    todaysThingsToDo {\n      kind\n      count\n    }\n    firstSteps {\n      kind\n      label\n      href\n      done\n    }\n    todaysIncome @include(if: $withLessons) {\n      pence\n      formatted\n    }\n    todaysEvents @include(if: $withLessons) {\n      id\n      startDateTime\n      endDateTime\n      newLearner\n      learner {\n        id\n        name {\n          fullName\n        }\n        pickupAddress {\n          postcode\n        }\n      }\n    }\n    arrears @include(if: $withArrears) {\n      id\n      amount {\n        pence\n        formatted\n      }\n    }\n    posts(input: {type: [NEWS, TECH], status: Live, limit: 5}) @include(if: $withNews) {\n      id\n      type\n      title\n      date\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerAddressById($id: ID!) {\n  addressById(id: $id) {\n    id\n    line1\n    line2\n    town\n    county\n    postcode\n  }\n}"): (typeof documents)["query LearnerAddressById($id: ID!) {\n  addressById(id: $id) {\n    id\n    line1\n    line2\n    town\n    county\n    postcode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerAddressLookup($postcode: String!) {\n  addressLookup(postcode: $postcode) {\n    id\n    description\n  }\n}"): (typeof documents)["query LearnerAddressLookup($postcode: String!) {\n  addressLookup(postcode: $postcode) {\n    id\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveLearner($learnerId: ID!, $instructorId: ID!) {\n  approveLearner(learnerId: $learnerId, instructorId: $instructorId)\n}"): (typeof documents)["mutation ApproveLearner($learnerId: ID!, $instructorId: ID!) {\n  approveLearner(learnerId: $learnerId, instructorId: $instructorId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSelfSourcedLearner($input: CreateSelfSourcedLearnerInput!) {\n  createSelfSourcedLearner(input: $input)\n}"): (typeof documents)["mutation CreateSelfSourcedLearner($input: CreateSelfSourcedLearnerInput!) {\n  createSelfSourcedLearner(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTest($input: CreateTestInput!) {\n  createTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}"): (typeof documents)["mutation CreateTest($input: CreateTestInput!) {\n  createTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTest($id: ID!) {\n  deleteTest(id: $id)\n}"): (typeof documents)["mutation DeleteTest($id: ID!) {\n  deleteTest(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerEmailExists($emailAddress: String!) {\n  emailExists(emailAddress: $emailAddress) {\n    exists\n  }\n}"): (typeof documents)["query LearnerEmailExists($emailAddress: String!) {\n  emailExists(emailAddress: $emailAddress) {\n    exists\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerDetails($id: ID!) {\n  learner(id: $id) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    emailAddress\n    dateOfBirth\n    customerType\n    sourcedBy\n    approved\n    pendingApproval\n    pickupAddress {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    allocations {\n      id\n      allocationStatus\n      lessonType\n      productCategory\n      propositionAllocationKey\n      purchaseRate {\n        pence\n        formatted\n      }\n    }\n    tests {\n      id\n      date\n      type\n      status\n      editable\n    }\n  }\n}"): (typeof documents)["query LearnerDetails($id: ID!) {\n  learner(id: $id) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n    mobileNumber\n    emailAddress\n    dateOfBirth\n    customerType\n    sourcedBy\n    approved\n    pendingApproval\n    pickupAddress {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    address {\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n    allocations {\n      id\n      allocationStatus\n      lessonType\n      productCategory\n      propositionAllocationKey\n      purchaseRate {\n        pence\n        formatted\n      }\n    }\n    tests {\n      id\n      date\n      type\n      status\n      editable\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearnerLessonNotes($input: UpdateLessonNotesInput!) {\n  updateLessonNotes(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation LearnerLessonNotes($input: UpdateLessonNotesInput!) {\n  updateLessonNotes(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerLessonPrices($franchiseId: ID) {\n  learnerLessonPrices(franchiseId: $franchiseId) {\n    lessonType\n    price {\n      pence\n      formatted\n    }\n  }\n}"): (typeof documents)["query LearnerLessonPrices($franchiseId: ID) {\n  learnerLessonPrices(franchiseId: $franchiseId) {\n    lessonType\n    price {\n      pence\n      formatted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerLessons($id: ID!) {\n  learner(id: $id) {\n    id\n    lessons {\n      id\n      startDateTime\n      endDateTime\n      status\n      paid\n      pickupPostcode\n      notes\n    }\n  }\n}"): (typeof documents)["query LearnerLessons($id: ID!) {\n  learner(id: $id) {\n    id\n    lessons {\n      id\n      startDateTime\n      endDateTime\n      status\n      paid\n      pickupPostcode\n      notes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerPageStatus($id: ID!) {\n  learner(id: $id) {\n    id\n    learnerPage {\n      reminderOptIn\n      linkSentAt\n    }\n  }\n}\n\nmutation SendLearnerPageLink($learnerId: ID!) {\n  sendLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation RevokeLearnerPageLink($learnerId: ID!) {\n  revokeLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation SetLearnerReminders($learnerId: ID!, $optIn: Boolean!) {\n  setLearnerReminders(learnerId: $learnerId, optIn: $optIn) {\n    reminderOptIn\n    linkSentAt\n  }\n}"): (typeof documents)["query LearnerPageStatus($id: ID!) {\n  learner(id: $id) {\n    id\n    learnerPage {\n      reminderOptIn\n      linkSentAt\n    }\n  }\n}\n\nmutation SendLearnerPageLink($learnerId: ID!) {\n  sendLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation RevokeLearnerPageLink($learnerId: ID!) {\n  revokeLearnerPageLink(learnerId: $learnerId) {\n    reminderOptIn\n    linkSentAt\n  }\n}\n\nmutation SetLearnerReminders($learnerId: ID!, $optIn: Boolean!) {\n  setLearnerReminders(learnerId: $learnerId, optIn: $optIn) {\n    reminderOptIn\n    linkSentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnerProgress($id: ID!) {\n  learner(id: $id) {\n    id\n    progress {\n      overallProgress\n      categories {\n        id\n        categoryName\n        progressPercentage\n        skills {\n          id\n          skillName\n          score\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query LearnerProgress($id: ID!) {\n  learner(id: $id) {\n    id\n    progress {\n      overallProgress\n      categories {\n        id\n        categoryName\n        progressPercentage\n        skills {\n          id\n          skillName\n          score\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearnersList($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      approved\n      pendingApproval\n      active\n      lastLesson\n      sourcedBy\n      customerType\n      learnerLessonType\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      pickupAddress {\n        line1\n        postcode\n      }\n      address {\n        line1\n        postcode\n      }\n    }\n  }\n}"): (typeof documents)["query LearnersList($instructorId: ID!) {\n  instructor(id: $instructorId) {\n    id\n    learners {\n      id\n      approved\n      pendingApproval\n      active\n      lastLesson\n      sourcedBy\n      customerType\n      learnerLessonType\n      name {\n        firstName\n        lastName\n        fullName\n      }\n      pickupAddress {\n        line1\n        postcode\n      }\n      address {\n        line1\n        postcode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectLearner($learnerId: ID!, $instructorId: ID!, $rejectionReason: String!) {\n  rejectLearner(\n    learnerId: $learnerId\n    instructorId: $instructorId\n    rejectionReason: $rejectionReason\n  )\n}"): (typeof documents)["mutation RejectLearner($learnerId: ID!, $instructorId: ID!, $rejectionReason: String!) {\n  rejectLearner(\n    learnerId: $learnerId\n    instructorId: $instructorId\n    rejectionReason: $rejectionReason\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateHourlyRate($allocationId: ID!, $rate: Float!) {\n  updateHourlyRate(allocationId: $allocationId, rate: $rate) {\n    id\n    purchaseRate {\n      pence\n      formatted\n    }\n  }\n}"): (typeof documents)["mutation UpdateHourlyRate($allocationId: ID!, $rate: Float!) {\n  updateHourlyRate(allocationId: $allocationId, rate: $rate) {\n    id\n    purchaseRate {\n      pence\n      formatted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLearnerProgress($learnerId: ID!, $skills: [SkillScoreInput!]!) {\n  updateLearnerProgress(learnerId: $learnerId, skills: $skills) {\n    overallProgress\n  }\n}"): (typeof documents)["mutation UpdateLearnerProgress($learnerId: ID!, $skills: [SkillScoreInput!]!) {\n  updateLearnerProgress(learnerId: $learnerId, skills: $skills) {\n    overallProgress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLearner($input: UpdateLearnerInput!) {\n  updateLearner(input: $input) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n  }\n}"): (typeof documents)["mutation UpdateLearner($input: UpdateLearnerInput!) {\n  updateLearner(input: $input) {\n    id\n    name {\n      title\n      firstName\n      lastName\n      fullName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTest($input: UpdateTestInput!) {\n  updateTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}"): (typeof documents)["mutation UpdateTest($input: UpdateTestInput!) {\n  updateTest(input: $input) {\n    id\n    date\n    type\n    status\n    editable\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessage on Message {\n  id\n  body\n  created\n  from\n  agentName\n  read\n  clientKey\n}\n\nquery GetMessages($instructorId: ID!, $input: GetMessagesInput) {\n  instructor(id: $instructorId) {\n    id\n    messages(input: $input) {\n      ...ChatMessage\n    }\n  }\n}"): (typeof documents)["fragment ChatMessage on Message {\n  id\n  body\n  created\n  from\n  agentName\n  read\n  clientKey\n}\n\nquery GetMessages($instructorId: ID!, $input: GetMessagesInput) {\n  instructor(id: $instructorId) {\n    id\n    messages(input: $input) {\n      ...ChatMessage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedPost on Post {\n  id\n  brand\n  type\n  title\n  author\n  date\n  content\n}\n\nquery InstructorPosts($instructorId: ID!, $input: InstructorPostsInput) {\n  instructor(id: $instructorId) {\n    id\n    posts(input: $input) {\n      ...FeedPost\n    }\n  }\n}"): (typeof documents)["fragment FeedPost on Post {\n  id\n  brand\n  type\n  title\n  author\n  date\n  content\n}\n\nquery InstructorPosts($instructorId: ID!, $input: InstructorPostsInput) {\n  instructor(id: $instructorId) {\n    id\n    posts(input: $input) {\n      ...FeedPost\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkMessagesRead($instructorId: ID!) {\n  markMessagesRead(instructorId: $instructorId)\n}"): (typeof documents)["mutation MarkMessagesRead($instructorId: ID!) {\n  markMessagesRead(instructorId: $instructorId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Post($id: ID!) {\n  post(id: $id) {\n    ...FeedPost\n  }\n}"): (typeof documents)["query Post($id: ID!) {\n  post(id: $id) {\n    ...FeedPost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...ChatMessage\n  }\n}"): (typeof documents)["mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    ...ChatMessage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfflineLessons($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        id\n        startDateTime\n        endDateTime\n        status\n        test\n        learner {\n          id\n          name {\n            fullName\n          }\n          mobileNumber\n          landlineNumber\n          pickupAddress {\n            line1\n            line2\n            town\n            postcode\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query OfflineLessons($instructorId: ID!, $startDate: DateTime!, $endDate: DateTime!) {\n  instructor(id: $instructorId) {\n    id\n    calendarEvents(startDate: $startDate, endDate: $endDate) {\n      ... on Lesson {\n        id\n        startDateTime\n        endDateTime\n        status\n        test\n        learner {\n          id\n          name {\n            fullName\n          }\n          mobileNumber\n          landlineNumber\n          pickupAddress {\n            line1\n            line2\n            town\n            postcode\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptFranchiseAgreement($agreementKey: ID!) {\n  acceptFranchiseAgreement(agreementKey: $agreementKey)\n}"): (typeof documents)["mutation AcceptFranchiseAgreement($agreementKey: ID!) {\n  acceptFranchiseAgreement(agreementKey: $agreementKey)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddBankDetails($input: BankDetailsInput!) {\n  addBankDetails(input: $input) {\n    nameOnAccount\n    accountNumberEnding\n  }\n}"): (typeof documents)["mutation AddBankDetails($input: BankDetailsInput!) {\n  addBankDetails(input: $input) {\n    nameOnAccount\n    accountNumberEnding\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FranchiseAgreement($agreementKey: ID!) {\n  franchiseAgreement(agreementKey: $agreementKey) {\n    franchiseAgreementKey\n    franchiseName\n    brand\n    title\n    firstName\n    surname\n    dateOfBirth\n    address\n    city\n    zipCode\n    emailAddress\n    phoneNumber\n    drivingNumber\n    adiNumber\n    duration\n    leadType\n    startDateTime\n    paymentType\n    paymentTerms\n    totalPayable {\n      formatted\n    }\n    paymentDueWeekly {\n      formatted\n    }\n    courseInstalments\n    personKey\n    channel\n    status\n    communication {\n      marketing {\n        email\n        sms\n        phone\n        post\n      }\n      reminder {\n        sms\n      }\n    }\n    documents {\n      kind\n      documentName\n      url\n      version\n      viewed\n      accepted\n      acceptedAt\n    }\n    bankDetails {\n      nameOnAccount\n      accountNumberEnding\n    }\n  }\n}"): (typeof documents)["query FranchiseAgreement($agreementKey: ID!) {\n  franchiseAgreement(agreementKey: $agreementKey) {\n    franchiseAgreementKey\n    franchiseName\n    brand\n    title\n    firstName\n    surname\n    dateOfBirth\n    address\n    city\n    zipCode\n    emailAddress\n    phoneNumber\n    drivingNumber\n    adiNumber\n    duration\n    leadType\n    startDateTime\n    paymentType\n    paymentTerms\n    totalPayable {\n      formatted\n    }\n    paymentDueWeekly {\n      formatted\n    }\n    courseInstalments\n    personKey\n    channel\n    status\n    communication {\n      marketing {\n        email\n        sms\n        phone\n        post\n      }\n      reminder {\n        sms\n      }\n    }\n    documents {\n      kind\n      documentName\n      url\n      version\n      viewed\n      accepted\n      acceptedAt\n    }\n    bankDetails {\n      nameOnAccount\n      accountNumberEnding\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDDIDocumentUrl {\n  getDDIDocumentUrl\n}"): (typeof documents)["query GetDDIDocumentUrl {\n  getDDIDocumentUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OnboardInstructorLogin($input: OnboardInstructorLoginInput!) {\n  onboardInstructorLogin(input: $input) {\n    accessToken\n  }\n}"): (typeof documents)["mutation OnboardInstructorLogin($input: OnboardInstructorLoginInput!) {\n  onboardInstructorLogin(input: $input) {\n    accessToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignFranchiseAgreementDocument($agreementKey: ID!, $kind: OnboardingDocumentKind!) {\n  signFranchiseAgreementDocument(agreementKey: $agreementKey, kind: $kind) {\n    kind\n    accepted\n    acceptedAt\n  }\n}"): (typeof documents)["mutation SignFranchiseAgreementDocument($agreementKey: ID!, $kind: OnboardingDocumentKind!) {\n  signFranchiseAgreementDocument(agreementKey: $agreementKey, kind: $kind) {\n    kind\n    accepted\n    acceptedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLead($input: UpdateLeadInput!) {\n  updateLead(input: $input)\n}"): (typeof documents)["mutation UpdateLead($input: UpdateLeadInput!) {\n  updateLead(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PreferenceTestCentre on TestCentre {\n  id\n  name\n  line1\n  line2\n  town\n  county\n  postcode\n}\n\nquery Preferences($id: ID!) {\n  instructor(id: $id) {\n    id\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n    travelTime {\n      id\n      lineItemKey\n      time\n    }\n    learnerCapacity {\n      id\n      lineItemKey\n      current\n      maximum\n      locked\n    }\n    lessonTypes {\n      propositionAllocationId\n      lessonType\n      enabled\n      toggleable\n    }\n    testCentres {\n      id\n      lineItemKey\n      name\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n  }\n}"): (typeof documents)["fragment PreferenceTestCentre on TestCentre {\n  id\n  name\n  line1\n  line2\n  town\n  county\n  postcode\n}\n\nquery Preferences($id: ID!) {\n  instructor(id: $id) {\n    id\n    workingHours {\n      id\n      day\n      start\n      end\n      lineItemKey\n    }\n    travelTime {\n      id\n      lineItemKey\n      time\n    }\n    learnerCapacity {\n      id\n      lineItemKey\n      current\n      maximum\n      locked\n    }\n    lessonTypes {\n      propositionAllocationId\n      lessonType\n      enabled\n      toggleable\n    }\n    testCentres {\n      id\n      lineItemKey\n      name\n      line1\n      line2\n      town\n      county\n      postcode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCentres($search: String) {\n  testCentres(search: $search) {\n    ...PreferenceTestCentre\n  }\n}"): (typeof documents)["query TestCentres($search: String) {\n  testCentres(search: $search) {\n    ...PreferenceTestCentre\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInstructorPreferences($input: UpdateInstructorPreferencesInput!) {\n  updateInstructorPreferences(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation UpdateInstructorPreferences($input: UpdateInstructorPreferencesInput!) {\n  updateInstructorPreferences(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstructorBusinessProfile($personKey: ID!) {\n  getInstructorBusinessProfile(personKey: $personKey) {\n    displayName\n    additionalLanguages\n    bio\n    badgeDate\n    badgeType\n    questionAnswers {\n      question\n      answer\n    }\n    profileUrls {\n      url\n      brand\n    }\n    awards {\n      award\n      count\n    }\n  }\n}"): (typeof documents)["query InstructorBusinessProfile($personKey: ID!) {\n  getInstructorBusinessProfile(personKey: $personKey) {\n    displayName\n    additionalLanguages\n    bio\n    badgeDate\n    badgeType\n    questionAnswers {\n      question\n      answer\n    }\n    profileUrls {\n      url\n      brand\n    }\n    awards {\n      award\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateInstructorBio($input: GenerateInstructorBioInput!) {\n  generateInstructorBio(input: $input)\n}"): (typeof documents)["mutation GenerateInstructorBio($input: GenerateInstructorBioInput!) {\n  generateInstructorBio(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveInstructorBusinessProfile($input: SaveInstructorBusinessProfileInput!) {\n  saveInstructorBusinessProfile(input: $input) {\n    success\n  }\n}"): (typeof documents)["mutation SaveInstructorBusinessProfile($input: SaveInstructorBusinessProfileInput!) {\n  saveInstructorBusinessProfile(input: $input) {\n    success\n  }\n}"];
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