/** Spec 3 §2, §5 and §8: the learners area's exact words (spec silent where marked). */
export const learnerMessages = {
  noLearners: 'No learners to display',
  noLessons: 'No lessons to display',
  noActiveAddress: 'Learner has no active address',
  createFailed: 'Unable to create learner',
  /** Spec silent. */
  notFound: 'Learner not found',
  /** Spec silent. */
  testNotFound: 'Test not found',
  /** Spec silent: the reject modal needs a reason. */
  rejectionReasonRequired: 'Please enter a reason',
  /** Spec silent. */
  rejectionReasonTooLong: 'The reason must be at most 500 characters',
  /** Spec silent: only a pending learner can be rejected. */
  notPending: 'This learner is no longer waiting for approval',
  /** Spec 3 §6. */
  hourlyRateNotEditable: 'The hourly rate cannot be changed for Motability or DIT learners',
  /** Spec silent. */
  progressNotAvailable: 'Progress is not recorded for DIT learners',
  /** Spec silent: the confirmation after 'Save progress report'. */
  progressSaved: 'Progress report saved',
  /** Spec silent. */
  unknownSkill: 'Unknown skill',
  skillScoreRange: 'Scores run from 0 to 5',
  /** Spec silent. */
  testDateNotEditable: 'The date of this test cannot be changed',
  /** Spec silent. */
  testDateRequired: 'Please enter a test date',
} as const;

/** Spec 3 §5 "New self-sourced learner form". */
export const newLearnerMessages = {
  salutation: 'Please select an option',
  firstNameRequired: 'Please enter a name',
  lastNameRequired: 'Please enter a surname',
  invalidName: 'Please enter a valid name',
  address: 'Please select an address',
  mobile: 'Please enter a valid mobile number',
  /** Spec silent on the words for a missing or malformed email. */
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Must be a valid email address',
  emailInUse: 'Email address is already in use, please contact customer support',
  dateOfBirth: 'Please enter a valid date of birth',
  lessonType: 'Please select an option',
  rateStep: 'Hourly rate needs to be in £0.25 increments',
  rateAboveDefault: 'Check that hourly rate does not exceed the default',
  /** Spec silent (the form only lets digits be typed). */
  rateNotNumber: 'Please enter a number',
  franchise: 'Please select which franchise this learner will learn with',
  /** Spec silent: spec 4's learnerType and sourcedBy, which only have one right value for a learner added here. */
  learnerTypeLearner: 'A learner you add is a Learner: DIT trainees are allocated by the office',
  sourcedByInstructor: 'A learner you add is sourced by you (Instructor)',
  /** Spec silent: a valid postcode where the lookup finds nothing. */
  invalidPostcodeAddresses: 'No addresses found for this postcode',
} as const;

/** Spec 3 §5 "Learner details form". */
export const learnerDetailsMessages = {
  /** Spec silent: spec 4's fixed flags sent with any other value. */
  pickupOnly: 'The details form changes the pickup address only (pickupAddressUpdate true, billingAddressUpdate false)',
  required: 'This field is required',
  phone: 'Please enter a valid phone number',
  email: 'Must be a valid email address',
  postcode: 'Must be a valid postcode',
} as const;

/** Spec 3 §5 "Hourly rate modal". */
export const hourlyRateMessages = {
  notNumber: 'Please enter a number',
  required: 'Please enter a rate',
  negative: 'Rate must be greater than zero',
  aboveMax: "You can't charge more than your region rate.",
  step: 'Hourly rate needs to be in £0.25 increments',
} as const;
