/**
 * Spec 4 §4 notification kinds, plus documents to upload (spec 2 §2 names the reminder; the catalogue lists no
 * kind for it, so it gets its own).
 */
export const reminderKinds = ['APPROVE_LEARNER', 'SERVICE_MESSAGE', 'OPEN_CAP', 'UPLOAD_DOCUMENTS'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export type ReminderCounts = Partial<Record<ReminderKind, number>>;
export type Reminder = { kind: ReminderKind; count: number; label: string; path: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const reminderLinks: Record<ReminderKind, { path: string; label: (count: number) => string }> = {
  APPROVE_LEARNER: {
    path: '/learners',
    label: (n) => `${plural(n, 'new learner', 'new learners')} to approve`,
  },
  SERVICE_MESSAGE: { path: '/messages', label: (n) => plural(n, 'service message', 'service messages') },
  OPEN_CAP: {
    path: '/settings/preferences',
    label: (n) => `Open your cap: ${plural(n, 'franchise is', 'franchises are')} closed to new learners`,
  },
  UPLOAD_DOCUMENTS: {
    path: '/settings/my-details#documents',
    label: (n) => `${plural(n, 'document', 'documents')} to upload`,
  },
};

/** The reminders to show, in the spec's order: only kinds with something to do. */
export const visibleReminders = (counts: ReminderCounts): Reminder[] =>
  reminderKinds
    .map((kind) => ({ kind, count: counts[kind] ?? 0 }))
    .filter((r) => r.count > 0)
    .map((r) => ({ ...r, label: reminderLinks[r.kind].label(r.count), path: reminderLinks[r.kind].path }));

export const homeMessages = {
  noUpdates: 'No updates, you are all caught up.',
  noReminders: 'You don’t have any reminders today.',
  noLessonsToday: 'No lessons booked for today',
} as const;
