/** Spec 1 §3: the franchise name's first two words are the type, the middle the vehicle, the last two dropped. */
export const splitFranchiseName = (name: string): { franchiseType: string; vehicle: string } => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { franchiseType: words.slice(0, 2).join(' '), vehicle: words.slice(2, -2).join(' ') };
};

/** Duration in months: "1 month", "12 months". */
export const formatMonths = (months: number): string => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The lead type that adds the "Course payment instalments" row. */
export const DIT_LEAD_TYPE = 'DIT';
export const isDitLead = (leadType: string | null | undefined): boolean =>
  (leadType ?? '').toUpperCase() === DIT_LEAD_TYPE;

/** Spec 1 §2: the four documents, in the order they are read, each found in the agreement's list by words. */
export const onboardingDocumentKinds = [
  'PreContractInformation',
  'DriverHandbook',
  'ServiceIntervals',
  'FranchiseAgreement',
] as const;
export type OnboardingDocumentKind = (typeof onboardingDocumentKinds)[number];

export const onboardingDocumentTitles: Record<OnboardingDocumentKind, string> = {
  PreContractInformation: 'Pre-contract Information',
  DriverHandbook: 'Driver Handbook',
  ServiceIntervals: 'Service Intervals',
  FranchiseAgreement: 'Franchise Agreement',
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const matchWords: Record<OnboardingDocumentKind, string[]> = {
  PreContractInformation: ['pre', 'contract'],
  DriverHandbook: ['handbook'],
  ServiceIntervals: ['service', 'intervals'],
  FranchiseAgreement: ['franchise', 'agreement'],
};

/** Which of the four a document is, by the words in its name (a name may read "Pre-contract" or "Precontract"). */
export const onboardingDocumentKindOf = (documentName: string): OnboardingDocumentKind | null => {
  const words = wordsOf(documentName);
  const joined = words.join('');
  for (const kind of onboardingDocumentKinds) {
    if (matchWords[kind].every((word) => words.includes(word)) || joined.includes(matchWords[kind].join(''))) {
      return kind;
    }
  }
  return null;
};

/** The four documents of an agreement's list, in reading order; a missing one is null. */
export const matchOnboardingDocuments = <D extends { documentName: string }>(
  documents: readonly D[],
): Array<{ kind: OnboardingDocumentKind; document: D | null }> =>
  onboardingDocumentKinds.map((kind) => ({
    kind,
    document: documents.find((d) => onboardingDocumentKindOf(d.documentName) === kind) ?? null,
  }));

export type DocumentProgress = { viewed: boolean; accepted: boolean };

/** Spec 1 §4: document N may be viewed once N-1 is accepted (the first at once). */
export const canViewDocument = (progress: readonly DocumentProgress[], index: number): boolean =>
  index === 0 || progress[index - 1]?.accepted === true;

/** Accept is open once the document was viewed, and only in order; the server checks the same. */
export const canAcceptDocument = (progress: readonly DocumentProgress[], index: number): boolean =>
  canViewDocument(progress, index) && progress[index]?.viewed === true && progress[index]?.accepted !== true;

export const areAllDocumentsAccepted = (progress: readonly DocumentProgress[]): boolean =>
  progress.length === onboardingDocumentKinds.length && progress.every((p) => p.accepted);

/** Spec 1 §5: the agreement checkbox's consumer-credit wording, naming the brand's company. */
export const agreementConfirmation = (legalName: string): string =>
  `I have read and accept the franchise agreement and the documents above. I understand that this agreement is ` +
  `not regulated by the Consumer Credit Act 1974 and that the weekly payments are owed to ${legalName}.`;

export const franchiseAgreementStatuses = ['Offered', 'Accepted'] as const;
export type FranchiseAgreementStatus = (typeof franchiseAgreementStatuses)[number];

/** The evidence kept of the journey, one row each, never changed. */
export const onboardingEventKinds = [
  'Verified',
  'VerificationFailed',
  'DetailsUpdated',
  'BankDetailsSaved',
  'DocumentViewed',
  'DocumentAccepted',
  'AgreementAccepted',
  // The office's side (issue 25 §4): the link texted (again), or expired by the office.
  'LinkSent',
  'LinkExpired',
] as const;
export type OnboardingEventKind = (typeof onboardingEventKinds)[number];
