/** The preferences page's words: the spec's where it has them (spec 2 §4, §5), plain ones where it is silent. */
export const preferenceMessages = {
  capacityRequired: 'Please set capacity',
  capacityRange: 'Capacity must be between 0 and 99',
  travelTimeOption: 'Travel time must be 0, 15, 30, 45 or 60 minutes',
  travelNotSet: 'Not set',
  hoursRange: 'Working hours must be between 01:00 and 23:00',
  hoursStep: 'Working hours must be in 15 minute steps',
  hoursOrder: 'The start of the day must be before its end',
  dayMissing: 'Working hours need every day from Monday to Sunday once',
  unknownTestCentre: 'That test centre is not in our list',
  lessonTypeFixed: 'Standard, DIT and motability lessons follow your franchise',
  franchiseNotFound: 'Franchise not found',
  shortNoticeTest: 'A short notice test means a test already booked within 14 days.',
  saved: 'Preferences saved',
  saveFailed: 'Unable to save preferences, please try again',
  testCentreNeeded: 'Choose the test centres you use in Preferences before booking a test lesson.',
} as const;
