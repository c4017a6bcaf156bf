/** How the office reads an enrolment's state and times. */
export const stateLabels: Record<string, string> = {
  Invited: 'Link sent',
  InProgress: 'In progress',
  LinkExpired: 'Link expired',
  Locked: 'Locked (wrong answers)',
  Signed: 'Signed',
};

export const brandLabels: Record<string, string> = { AADS: 'AA', BSM: 'BSM' };

/** 27 Nov 2026, 14:05 (UK time), or a dash when the step is not reached. */
export const when = (iso: string | null | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      }).format(new Date(iso))
    : '—';
