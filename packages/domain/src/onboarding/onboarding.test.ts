import { describe, expect, it } from 'vitest';
import {
  accountNumberError,
  areAllDocumentsAccepted,
  bankDetailsSchema,
  canAcceptDocument,
  canViewDocument,
  contactPreferencesOf,
  formatMonths,
  isDitLead,
  onboardingMessages as m,
  maskAccountNumber,
  matchOnboardingDocuments,
  nameOnAccountError,
  onboardingDocumentKindOf,
  personalDetailsSchema,
  sortCodeError,
  splitFranchiseName,
  verifyFormSchema,
} from './index.ts';

describe('direct-debit rules (spec 1 §5)', () => {
  it('needs an account holder name after trimming', () => {
    expect(nameOnAccountError('   ')).toBe(m.nameOnAccountRequired);
    expect(nameOnAccountError(' J Smith ')).toBeNull();
  });
  it('gives the non-digit message before the length message for the account number', () => {
    expect(accountNumberError('1234a678')).toBe(m.accountNumberInvalid);
    expect(accountNumberError('1234567')).toBe(m.accountNumberLength);
    expect(accountNumberError('123456789')).toBe(m.accountNumberLength);
    expect(accountNumberError('')).toBe(m.accountNumberLength);
    expect(accountNumberError('12345678')).toBeNull();
  });
  it('takes a sort code with or without dashes, and refuses letters and other lengths', () => {
    expect(sortCodeError('08-99-99')).toBeNull();
    expect(sortCodeError('089999')).toBeNull();
    expect(sortCodeError('08x999')).toBe(m.sortCodeInvalid);
    expect(sortCodeError('08999')).toBe(m.sortCodeLength);
  });
  it('parses a command to compact values and masks the account to its last four digits', () => {
    const parsed = bankDetailsSchema.parse({
      personKey: 'p',
      nameOnAccount: ' Jo Bloggs ',
      accountNumber: '66374958',
      sortCode: '08-99-99',
    });
    expect(parsed).toEqual({
      personKey: 'p',
      nameOnAccount: 'Jo Bloggs',
      accountNumber: '66374958',
      sortCode: '089999',
    });
    expect(maskAccountNumber(parsed.accountNumber)).toBe('****4958');
    const bad = bankDetailsSchema.safeParse({ personKey: 'p', nameOnAccount: 'x', accountNumber: '12', sortCode: '1' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([m.accountNumberLength, m.sortCodeLength]);
  });
});

describe('the franchise table', () => {
  it('splits the franchise name into type and vehicle, dropping the last two words', () => {
    expect(splitFranchiseName('Full Franchise Ford Fiesta Manual 12 months')).toEqual({
      franchiseType: 'Full Franchise',
      vehicle: 'Ford Fiesta Manual',
    });
    expect(splitFranchiseName('  Trainee Franchise   Corsa 6 months ')).toEqual({
      franchiseType: 'Trainee Franchise',
      vehicle: 'Corsa',
    });
  });
  it('says month for one and months otherwise', () => {
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(12)).toBe('12 months');
  });
  it('knows the DIT lead type whatever its case', () => {
    expect(isDitLead('DIT')).toBe(true);
    expect(isDitLead('dit')).toBe(true);
    expect(isDitLead('Standard')).toBe(false);
    expect(isDitLead(null)).toBe(false);
  });
});

describe('the four documents', () => {
  it('matches each by words in its name', () => {
    expect(onboardingDocumentKindOf('AA Pre-contract Information 2026')).toBe('PreContractInformation');
    expect(onboardingDocumentKindOf('Precontract info')).toBe('PreContractInformation');
    expect(onboardingDocumentKindOf('BSM Driver Handbook v4')).toBe('DriverHandbook');
    expect(onboardingDocumentKindOf('Vehicle service intervals')).toBe('ServiceIntervals');
    expect(onboardingDocumentKindOf('Franchise Agreement - Full')).toBe('FranchiseAgreement');
    expect(onboardingDocumentKindOf('Direct Debit Instruction')).toBeNull();
  });
  it('puts the list in reading order whatever order it came in, with a gap for a missing one', () => {
    const matched = matchOnboardingDocuments([
      { documentName: 'Franchise Agreement' },
      { documentName: 'Service Intervals' },
      { documentName: 'Pre-contract Information' },
    ]);
    expect(matched.map((d) => d.document?.documentName ?? null)).toEqual([
      'Pre-contract Information',
      null,
      'Service Intervals',
      'Franchise Agreement',
    ]);
  });
  it('opens View of document N once N-1 is accepted, and Accept only after its View', () => {
    const none = { viewed: false, accepted: false };
    const viewed = { viewed: true, accepted: false };
    const done = { viewed: true, accepted: true };
    expect(canViewDocument([none, none, none, none], 0)).toBe(true);
    expect(canViewDocument([viewed, none, none, none], 1)).toBe(false);
    expect(canViewDocument([done, none, none, none], 1)).toBe(true);
    expect(canAcceptDocument([none, none, none, none], 0)).toBe(false);
    expect(canAcceptDocument([viewed, none, none, none], 0)).toBe(true);
    expect(canAcceptDocument([done, none, viewed, none], 2)).toBe(false);
    expect(canAcceptDocument([done, none, none, none], 0)).toBe(false);
    expect(areAllDocumentsAccepted([done, done, done, viewed])).toBe(false);
    expect(areAllDocumentsAccepted([done, done, done, done])).toBe(true);
  });
});

describe('verify it is you', () => {
  it('needs all three answers, trimmed', () => {
    const answers = { postcode: ' LS6 3AA ', dateOfBirth: '1990-04-02', email: 'priya@example.com' };
    expect(verifyFormSchema.parse(answers).postcode).toBe('LS6 3AA');
    expect(verifyFormSchema.safeParse({ ...answers, email: '  ' }).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });
});

describe('personal details', () => {
  const details = {
    id: 'p',
    salutation: 'Ms',
    firstName: 'Asha',
    lastName: 'Patel',
    dateOfBirth: '1990-04-02',
    mobileNumber: '07700 900123',
    address: { line1: '1 Headingley Lane', town: 'Leeds', postcode: 'ls63aa' },
    licenceNumber: 'patel904020ap9xy',
    communication: { marketing: { email: true, sms: false, phone: false, post: false }, reminder: { sms: true } },
  };
  it('takes a past date of birth and refuses a future one', () => {
    const schema = personalDetailsSchema('2026-11-25');
    expect(schema.parse(details).address.postcode).toBe('LS6 3AA');
    const future = schema.safeParse({ ...details, dateOfBirth: '2026-11-26' });
    expect(future.error?.issues[0]?.message).toBe(m.futureDateOfBirth);
  });
  it("takes spec 4's salutations, Dr among them, and refuses another word or none with a message", () => {
    const schema = personalDetailsSchema('2026-11-25');
    for (const salutation of ['Dr', 'Master', 'Mr', 'Miss', 'Mrs', 'Ms', 'Mx']) {
      expect(schema.parse({ ...details, salutation }).salutation).toBe(salutation);
    }
    expect(schema.safeParse({ ...details, salutation: 'Sir' }).error?.issues[0]?.message).toBe(m.titleUnknown);
    expect(schema.safeParse({ ...details, salutation: '' }).error?.issues[0]?.message).toBe(m.fieldRequired);
  });
});

describe('contact preferences (spec 4 §3)', () => {
  it('lists the marketing channels switched on, in a fixed order', () => {
    expect(contactPreferencesOf({ email: false, sms: false, phone: false, post: false })).toEqual([]);
    expect(contactPreferencesOf({ email: true, sms: false, phone: true, post: true })).toEqual([
      'EMAIL',
      'PHONE',
      'POST',
    ]);
  });
});
