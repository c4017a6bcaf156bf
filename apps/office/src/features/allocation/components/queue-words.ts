import { DAY_NAMES } from '@portal/domain/preferences';

/** How the queue shows its values. */
export const brandLabel = (brand: string) => (brand === 'AADS' ? 'AA' : brand);
export const lessonLabel: Record<string, string> = {
  Standard: 'Standard',
  PassPlus: 'Pass Plus',
  Motability: 'Motability',
};
export const daysLabel = (days: readonly number[]) => days.map((d) => DAY_NAMES[d]?.slice(0, 3)).join(', ');
export const waitedLabel = (joinedAt: string | Date, now = Date.now()) => {
  const hours = Math.floor((now - new Date(joinedAt).getTime()) / 3_600_000);
  return hours < 24 ? `${Math.max(hours, 0)} h` : `${Math.floor(hours / 24)} d`;
};
export const dateTimeLabel = (at: string | Date) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
