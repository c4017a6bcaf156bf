import type { BrandCode, PropositionType } from '@portal/domain/access';
import { toMoney } from '@portal/domain/money';
import {
  type ContactPreference,
  contactPreferencesOf,
  type FranchiseAgreementStatus,
  type OnboardingDocumentKind,
  onboardingDocumentKinds,
} from '@portal/domain/onboarding';
import type { AgreementRow, DocumentRow, LeadRow } from './onboarding.repository.ts';

export type FranchiseDocumentView = {
  kind: OnboardingDocumentKind;
  documentName: string;
  url: string;
  version: number;
  viewed: boolean;
  accepted: boolean;
  acceptedAt: Date | null;
};

export type MaskedBankDetailsView = { nameOnAccount: string; accountNumberEnding: string };

export type FranchiseAgreementView = {
  franchiseAgreementKey: string;
  franchiseName: string;
  brand: BrandCode;
  title: string | null;
  firstName: string;
  surname: string;
  dateOfBirth: string;
  address: string;
  city: string;
  zipCode: string;
  emailAddress: string;
  phoneNumber: string;
  drivingNumber: string;
  adiNumber: string;
  franchiseType: PropositionType;
  duration: number;
  leadType: string;
  startDateTime: string;
  paymentType: string;
  paymentTerms: string;
  totalPayable: { pence: number; formatted: string };
  paymentDueWeekly: { pence: number; formatted: string };
  courseInstalments: number | null;
  personKey: string;
  channel: string;
  status: FranchiseAgreementStatus;
  contactPreferences: ContactPreference[];
  communication: {
    marketing: { email: boolean; sms: boolean; phone: boolean; post: boolean };
    reminder: { sms: boolean };
  };
  documents: FranchiseDocumentView[];
  bankDetails: MaskedBankDetailsView | null;
};

/** The documents in reading order. */
export const inReadingOrder = (docs: readonly DocumentRow[]): DocumentRow[] =>
  [...docs].sort((a, b) => onboardingDocumentKinds.indexOf(a.kind) - onboardingDocumentKinds.indexOf(b.kind));

export const toDocumentView = (doc: DocumentRow, url: string): FranchiseDocumentView => ({
  kind: doc.kind,
  documentName: doc.documentName,
  url,
  version: doc.acceptedVersion ?? doc.version,
  viewed: doc.viewedAt !== null || doc.acceptedAt !== null,
  accepted: doc.acceptedAt !== null,
  acceptedAt: doc.acceptedAt,
});

export const toAgreementView = (
  agreement: AgreementRow,
  lead: LeadRow,
  documents: FranchiseDocumentView[],
  bankDetails: MaskedBankDetailsView | null,
): FranchiseAgreementView => ({
  franchiseAgreementKey: agreement.id,
  franchiseName: agreement.franchiseName,
  brand: agreement.brand,
  title: lead.title,
  firstName: lead.firstName,
  surname: lead.lastName,
  dateOfBirth: lead.dateOfBirth,
  address: lead.addressLine1,
  city: lead.town,
  zipCode: lead.postcode,
  emailAddress: lead.emailAddress,
  phoneNumber: lead.mobileNumber,
  drivingNumber: lead.licenceNumber,
  adiNumber: lead.adiNumber,
  franchiseType: agreement.franchiseType,
  duration: agreement.durationMonths,
  leadType: agreement.leadType,
  startDateTime: agreement.startDate,
  paymentType: agreement.paymentType,
  paymentTerms: agreement.paymentTerms,
  totalPayable: toMoney(agreement.totalPayablePence),
  paymentDueWeekly: toMoney(agreement.weeklyPaymentPence),
  courseInstalments: agreement.courseInstalments,
  personKey: lead.id,
  channel: lead.channel,
  status: agreement.status,
  contactPreferences: contactPreferencesOf({
    email: lead.marketingEmail,
    sms: lead.marketingSms,
    phone: lead.marketingPhone,
    post: lead.marketingPost,
  }),
  communication: {
    marketing: {
      email: lead.marketingEmail,
      sms: lead.marketingSms,
      phone: lead.marketingPhone,
      post: lead.marketingPost,
    },
    reminder: { sms: lead.reminderSms },
  },
  documents,
  bankDetails,
});
