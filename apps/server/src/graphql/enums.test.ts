import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  brandCodes,
  instructorStatuses,
  priceFrequencies,
  propositionTypes,
  transmissions,
} from '@portal/domain/access';
import { ledgerEntryKinds, paymentMethods } from '@portal/domain/accounts';
import { attemptOutcomes, dayParts, queueLessonTypes, queueStates } from '@portal/domain/allocation';
import { discountTypes, discountValueTypes } from '@portal/domain/areas';
import {
  availabilityResults,
  calendarEventKinds,
  ditLessonTypes,
  itemStatuses,
  repeatFrequencies,
} from '@portal/domain/calendar';
import { calendarFeedPrivacies } from '@portal/domain/calendar-feed';
import {
  certificationTypes,
  documentOwners,
  documentStatuses,
  expiryStates,
  fuelTypes,
  vehicleTypes,
} from '@portal/domain/details';
import { firstStepKinds, reminderKinds } from '@portal/domain/home';
import {
  allocationStatuses,
  customerTypes,
  drivingTestStatuses,
  drivingTestTypes,
  learnerSources,
  lessonDisplayStatuses,
  lessonTypes,
  productCategories,
  reminderStatuses,
} from '@portal/domain/learners';
import { enrolmentStates, officeRoles, secondFactorKinds } from '@portal/domain/office';
import { contactPreferences, franchiseAgreementStatuses, onboardingDocumentKinds } from '@portal/domain/onboarding';
import { contentStatuses, officePostStates, postTypes } from '@portal/domain/posts';
import { preferenceLessonTypes, preferenceUserTypes } from '@portal/domain/preferences';
import { badgeTypes } from '@portal/domain/profile';
import { slotOfferRecipientStatuses, slotOfferStates } from '@portal/domain/slot-offers';
import { globSync } from 'glob';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Every GraphQL enum and the domain array it must equal: a new enum needs its entry here. */
const domainValues: Record<string, readonly string[]> = {
  InstructorStatus: instructorStatuses,
  BrandCode: brandCodes,
  PropositionType: propositionTypes,
  Transmission: transmissions,
  PriceFrequency: priceFrequencies,
  LessonStatus: itemStatuses,
  CalendarFeedPrivacy: calendarFeedPrivacies,
  CalendarEventKind: calendarEventKinds,
  RepeatFrequency: repeatFrequencies,
  AvailabilityResult: availabilityResults,
  CustomerType: customerTypes,
  LearnerSource: learnerSources,
  DitLessonType: ditLessonTypes,
  AllocationStatus: allocationStatuses,
  ProductCategory: productCategories,
  LessonType: lessonTypes,
  DrivingTestType: drivingTestTypes,
  DrivingTestStatus: drivingTestStatuses,
  LessonDisplayStatus: lessonDisplayStatuses,
  LessonReminderStatus: reminderStatuses,
  PostType: postTypes,
  ContentStatus: contentStatuses,
  PreferenceLessonType: preferenceLessonTypes,
  PreferenceUserType: preferenceUserTypes,
  LedgerEntryKind: ledgerEntryKinds,
  NotificationKind: reminderKinds,
  FirstStepKind: firstStepKinds,
  CertificationType: certificationTypes,
  DocumentStatus: documentStatuses,
  AgreementDocumentType: documentOwners,
  ContactPreference: contactPreferences,
  VehicleType: vehicleTypes,
  FuelType: fuelTypes,
  ExpiryState: expiryStates,
  BadgeType: badgeTypes,
  OnboardingDocumentKind: onboardingDocumentKinds,
  FranchiseAgreementStatus: franchiseAgreementStatuses,
  DiscountType: discountTypes,
  DiscountValueType: discountValueTypes,
  OfficeRole: officeRoles,
  SecondFactorKind: secondFactorKinds,
  QueueState: queueStates,
  QueueAttemptOutcome: attemptOutcomes,
  QueueLessonType: queueLessonTypes,
  QueueTransmission: transmissions,
  DayPart: dayParts,
  OfficePostState: officePostStates,
  EnrolmentState: enrolmentStates,
  EnrolmentDocumentKind: onboardingDocumentKinds,
  FeePaymentMethod: paymentMethods,
  SlotOfferState: slotOfferStates,
  SlotOfferRecipientStatus: slotOfferRecipientStatuses,
};

const src = fileURLToPath(new URL('..', import.meta.url));

/**
 * Enum name -> its values, from every SDL file of the server (extensions included). The office's schema
 * (`*.office.graphql`) is a schema of its own: its enums are named `office Name`, checked against the same arrays.
 */
const sdlEnums = (): Map<string, string[]> => {
  const enums = new Map<string, string[]>();
  for (const file of globSync('**/*.graphql', { cwd: src, absolute: true })) {
    const schema = file.endsWith('.office.graphql') ? 'office ' : '';
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind !== Kind.ENUM_TYPE_DEFINITION && definition.kind !== Kind.ENUM_TYPE_EXTENSION) continue;
      const values = (definition.values ?? []).map((value) => value.name.value);
      const key = `${schema}${definition.name.value}`;
      enums.set(key, [...(enums.get(key) ?? []), ...values]);
    }
  }
  return enums;
};
const domainName = (key: string) => key.replace(/^office /, '');

describe('GraphQL enums', () => {
  const enums = sdlEnums();

  it('are found in the SDL', () => {
    expect(enums.size).toBeGreaterThan(0);
  });

  it.each([...enums.entries()])('%s has exactly the values of its domain array', (name, values) => {
    const domain = domainValues[domainName(name)];
    expect(domain, `no domain array for GraphQL enum ${name}: add it to domainValues`).toBeDefined();
    expect([...values].sort()).toEqual([...(domain ?? [])].sort());
  });

  it('has no entry for an enum the SDL no longer declares', () => {
    const declared = new Set([...enums.keys()].map(domainName));
    expect(Object.keys(domainValues).filter((name) => !declared.has(name))).toEqual([]);
  });
});
