import { type BrandSlug, brands } from '@portal/domain/access';
import { formatPence } from '@portal/domain/money';
import {
  formatMonths,
  isDitLead,
  type OnboardingDocumentKind,
  onboardingDocumentTitles,
  splitFranchiseName,
} from '@portal/domain/onboarding';
import { createPdf, type PdfBuilder } from '../../lib/pdf/pdf-document.ts';
import type { AgreementRow, LeadRow } from './onboarding.repository.ts';

export type OfferFacts = { agreement: AgreementRow; lead: LeadRow; brand: BrandSlug };

/** dd/MM/yyyy from yyyy-MM-dd. */
export const ukDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const fullName = (lead: LeadRow) => [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ');

const personRows = (lead: LeadRow): Array<[string, string]> => [
  ['Name', fullName(lead)],
  ['Date of birth', ukDate(lead.dateOfBirth)],
  ['Address', `${lead.addressLine1}, ${lead.town}, ${lead.postcode}`],
  ['Email address', lead.emailAddress],
  ['Phone number', lead.mobileNumber],
  ['ADI number', lead.adiNumber],
];

const termRows = ({ agreement }: OfferFacts): Array<[string, string]> => {
  const { franchiseType, vehicle } = splitFranchiseName(agreement.franchiseName);
  return [
    ['Franchise type', franchiseType],
    ['Vehicle', vehicle],
    ['Duration', formatMonths(agreement.durationMonths)],
    ['Start date', ukDate(agreement.startDate)],
    ['Payment type', agreement.paymentType],
    ['Payment terms', agreement.paymentTerms],
    ['Total payable', formatPence(agreement.totalPayablePence)],
    ['Weekly payment due', formatPence(agreement.weeklyPaymentPence)],
    ...(isDitLead(agreement.leadType) && agreement.courseInstalments
      ? [['Course payment instalments', String(agreement.courseInstalments)] as [string, string]]
      : []),
  ];
};

const preContract = (pdf: PdfBuilder, facts: OfferFacts) => {
  const school = brands[facts.brand].name;
  return pdf
    .heading('Pre-contract Information')
    .paragraph(
      `This information is given to you before you enter into a franchise agreement with ${brands[facts.brand].legalName} ` +
        `(trading as ${school}). Please read it carefully and keep a copy.`,
    )
    .heading('You')
    .keyValues(personRows(facts.lead))
    .heading('The franchise offered')
    .keyValues(termRows(facts))
    .heading('Cancellation')
    .paragraph(
      'You may cancel within 14 days of accepting without giving a reason. Weekly payments start on the start date ' +
        'and are collected by Direct Debit.',
    );
};

const agreementDocument = (pdf: PdfBuilder, facts: OfferFacts) => {
  const { legalName, name } = brands[facts.brand];
  return pdf
    .heading('Franchise Agreement')
    .paragraph(`This agreement is made between ${legalName} (trading as ${name}) and the franchisee named below.`)
    .heading('The franchisee')
    .keyValues(personRows(facts.lead))
    .heading('Terms')
    .keyValues(termRows(facts))
    .heading('1. The franchise')
    .paragraph(
      `${name} grants the franchisee the right to give driving lessons under its name, with a dual-controlled ` +
        'vehicle, learners allocated by the school, and the instructor portal, for the duration above.',
    )
    .heading('2. Payments')
    .paragraph(
      'The franchisee pays the weekly payment by Direct Debit from the start date until the total payable has been ' +
        'paid. This agreement is not regulated by the Consumer Credit Act 1974.',
    )
    .heading('3. Standards')
    .paragraph('The franchisee keeps an ADI registration, insurance approved by the school, and the Driver Handbook.');
};

const handbook = (pdf: PdfBuilder, facts: OfferFacts) =>
  pdf
    .heading('Driver Handbook')
    .paragraph(`How ${brands[facts.brand].name} franchisees look after their learners, their vehicle and themselves.`)
    .heading('Lessons')
    .paragraph('Confirm every lesson in the portal, record cancellations on the day, and keep learners informed.')
    .heading('Your vehicle')
    .paragraph('Check tyres, lights and dual controls before the first lesson of each day. Report damage at once.')
    .heading('Accidents')
    .paragraph('Stop, make the car safe, exchange details and call the franchise support line the same day.');

const serviceIntervals = (pdf: PdfBuilder) =>
  pdf
    .heading('Service Intervals')
    .paragraph('Tuition vehicles cover high mileage in stop-start driving: they are serviced more often.')
    .table({
      columns: [
        { header: 'Check', width: 3 },
        { header: 'Every', align: 'right' },
      ],
      rows: [
        ['Oil and filter change', '6,000 miles'],
        ['Full service', '12,000 miles'],
        ['Brake pads and discs inspection', '6,000 miles'],
        ['Clutch inspection', '12,000 miles'],
        ['Dual controls inspection', '3 months'],
      ],
    });

/** One of the four documents, with the franchisee's details and terms where it names them. */
export const renderOnboardingDocument = (kind: OnboardingDocumentKind, facts: OfferFacts): Promise<Buffer> => {
  const pdf = createPdf({ brand: facts.brand, title: onboardingDocumentTitles[kind] });
  if (kind === 'PreContractInformation') return preContract(pdf, facts).finish();
  if (kind === 'FranchiseAgreement') return agreementDocument(pdf, facts).finish();
  if (kind === 'DriverHandbook') return handbook(pdf, facts).finish();
  return serviceIntervals(pdf).finish();
};

/** The Direct Debit Instruction: who collects, the franchisee, the reference and the Guarantee. */
export const renderDirectDebitInstruction = (facts: OfferFacts): Promise<Buffer> => {
  const { legalName } = brands[facts.brand];
  return createPdf({ brand: facts.brand, title: 'Direct Debit Instruction' })
    .heading('Instruction to your bank or building society to pay by Direct Debit')
    .keyValues([
      ['Service user', legalName],
      ['Service user number', facts.brand === 'aa' ? '123456' : '654321'],
      ['Reference', `FR-${facts.agreement.id.slice(0, 8).toUpperCase()}`],
      ['Account holder', fullName(facts.lead)],
      ['Address', `${facts.lead.addressLine1}, ${facts.lead.town}, ${facts.lead.postcode}`],
      ['Weekly payment', formatPence(facts.agreement.weeklyPaymentPence)],
      ['First collection', ukDate(facts.agreement.startDate)],
    ])
    .paragraph(
      `Please pay ${legalName} Direct Debits from the account detailed in this Instruction subject to the safeguards ` +
        'assured by the Direct Debit Guarantee. I understand that this Instruction may remain with the service user ' +
        'and, if so, details will be passed electronically to my bank or building society.',
    )
    .heading('The Direct Debit Guarantee')
    .paragraph(
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits. ' +
        'If there are any changes to the amount, date or frequency of your Direct Debit you will be notified 10 ' +
        'working days in advance. If an error is made in the payment of your Direct Debit you are entitled to a full ' +
        'and immediate refund from your bank or building society. You can cancel a Direct Debit at any time by ' +
        'contacting your bank or building society.',
    )
    .finish();
};
