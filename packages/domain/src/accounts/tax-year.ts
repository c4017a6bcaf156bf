import type { LedgerEntryKind } from './enums.ts';
import { isPostedBy } from './income.ts';

/** A UK tax year runs 6 April to 5 April; it is named by the year it starts in (2025 = 2025/26). */
export type TaxYear = { startYear: number; from: string; to: string; label: string };

const pad = (n: number) => String(n).padStart(2, '0');

export const taxYear = (startYear: number): TaxYear => ({
  startYear,
  from: `${startYear}-04-06`,
  to: `${startYear + 1}-04-05`,
  label: `${startYear}/${pad((startYear + 1) % 100)}`,
});

/** The tax year a date (yyyy-MM-dd) falls in: 5 April is the old year's last day, 6 April the new one's first. */
export const taxYearOf = (isoDate: string): TaxYear => {
  const year = Number(isoDate.slice(0, 4));
  return taxYear(isoDate.slice(5) >= '04-06' ? year : year - 1);
};

/** Tax months run from the 6th to the 5th: month 1 is 6 April to 5 May. Returns 0-11. */
export const taxMonthIndex = (isoDate: string, year: TaxYear): number => {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  const monthsFromApril = (y - year.startYear) * 12 + (m - 4) - (d < 6 ? 1 : 0);
  return Math.min(11, Math.max(0, monthsFromApril));
};

export const taxMonthLabels = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

export type LedgerLine = { date: string; kind: LedgerEntryKind; value: number };
export type TaxMonth = { label: string; lessonIncome: number; franchiseFees: number };
export type TaxYearSummary = TaxYear & { months: TaxMonth[]; lessonIncome: number; franchiseFees: number };

/**
 * Income from lessons (purchases less refunds) against franchise fees (setup and fee invoices), per tax month.
 * Ledger values are signed from the instructor's side: money in is positive, so fees count as their negation.
 */
export const summariseTaxYear = (lines: readonly LedgerLine[], year: TaxYear, today?: string): TaxYearSummary => {
  const months = taxMonthLabels.map((label) => ({ label, lessonIncome: 0, franchiseFees: 0 }));
  for (const line of lines) {
    if (line.date < year.from || line.date > year.to) continue;
    // Nothing dated after today counts yet (issue 23 defect 6).
    if (today !== undefined && !isPostedBy(line.date, today)) continue;
    const month = months[taxMonthIndex(line.date, year)]!;
    if (line.kind === 'Purchase' || line.kind === 'Refund') month.lessonIncome += line.value;
    if (line.kind === 'Invoice' || line.kind === 'Setup') month.franchiseFees -= line.value;
  }
  const total = (pick: (m: TaxMonth) => number) => months.reduce((sum, m) => sum + pick(m), 0);
  return { ...year, months, lessonIncome: total((m) => m.lessonIncome), franchiseFees: total((m) => m.franchiseFees) };
};
