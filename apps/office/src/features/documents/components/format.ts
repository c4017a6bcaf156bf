import { brandLabel } from '@portal/domain/access';

const ukDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short' });
const ukDayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** dd/MM/yyyy of an instant (the UK day). */
export const formatInstant = (at: string | null | undefined, withTime = false): string =>
  at ? (withTime ? ukDayTime : ukDay).format(new Date(at)) : '';

/** dd/MM/yyyy of a calendar date (yyyy-MM-dd). */
export const formatDay = (day: string | null | undefined): string =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';

export const brandsLabel = (brands: readonly string[]): string => brands.map(brandLabel).join(', ');

export const fileKind = (type: string | null): string =>
  type === 'application/pdf' ? 'PDF' : type?.startsWith('image/') ? `Image (${type.slice(6).toUpperCase()})` : '-';
