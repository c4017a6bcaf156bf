import { format, parseISO } from 'date-fns';

/** dd/MM/yyyy for a date or an instant; a dash when there is none. */
export const ukDate = (value: string | null | undefined): string =>
  value ? format(value.length === 10 ? parseISO(value) : new Date(value), 'dd/MM/yyyy') : '-';

/** Today as yyyy-MM-dd in the browser's (UK) time. */
export const todayIso = (): string => format(new Date(), 'yyyy-MM-dd');

export const miles = (value: number): string => `${value.toLocaleString('en-GB')} miles`;

const certificationLabels: Record<string, string> = {
  ADIBadge: 'ADI badge',
  DBS: 'DBS check',
  PDIBadge: 'PDI badge',
  QEF: 'QEF',
  ROSPA: 'RoSPA',
  Provisional: 'Provisional licence',
  Full: 'Full licence',
  StandardsCheck: 'Standards check',
  Diamond: 'Diamond',
  IAM: 'IAM',
  HiTech: 'HiTech',
  PublicLiability: 'Public liability',
};
export const certificationLabel = (type: string): string => certificationLabels[type] ?? type;
