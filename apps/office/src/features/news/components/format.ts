import type { OfficePostState } from '@portal/domain/posts';

const ukDayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** dd/MM/yyyy, HH:mm of an instant, UK time. */
export const formatUkDayTime = (at: string | Date): string => ukDayTime.format(new Date(at));

export const stateLabels: Record<OfficePostState, string> = {
  Draft: 'Draft',
  Scheduled: 'Scheduled',
  Live: 'Live',
  Removed: 'Unpublished',
};

export const stateColours: Record<OfficePostState, 'default' | 'info' | 'success' | 'warning'> = {
  Draft: 'default',
  Scheduled: 'info',
  Live: 'success',
  Removed: 'warning',
};

export const typeLabel = (type: 'NEWS' | 'TECH') => (type === 'NEWS' ? 'News' : 'Tech update');
