import { formatMonths, isDitLead, splitFranchiseName } from '@portal/domain/onboarding';
import type { FranchiseAgreementData } from '../api/use-franchise-agreement.ts';
import { DetailTable, ukDate } from './detail-table.tsx';

/** "Your franchise" (spec 1 §2): every row, the DIT lead type's instalments row too. */
export const FranchiseSection = ({ agreement }: { agreement: FranchiseAgreementData }) => {
  const { franchiseType, vehicle } = splitFranchiseName(agreement.franchiseName);
  const rows: Array<[string, string]> = [
    ['Franchise type', franchiseType],
    ['Vehicle', vehicle],
    ['Duration', formatMonths(agreement.duration)],
    ['Start date', ukDate(agreement.startDateTime)],
    ['Payment type', agreement.paymentType],
    ['Payment terms', agreement.paymentTerms],
    ['Total payable', agreement.totalPayable.formatted],
    ['Weekly payment due', agreement.paymentDueWeekly.formatted],
    ['ADI number', agreement.adiNumber],
  ];
  if (isDitLead(agreement.leadType)) {
    rows.push(['Course payment instalments', String(agreement.courseInstalments ?? '')]);
  }
  return <DetailTable title="Your franchise" rows={rows} testId="franchise-table" />;
};
