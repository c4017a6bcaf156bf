/** Spec 3 §2.9: the card's title is the count of today's lessons, 'lesson' pluralised. */
export const todaysLessonsTitle = (count: number): string => `${count} ${count === 1 ? 'lesson' : 'lessons'}`;

/** '45 min break', '1 hr break', '1 hr 30 min break'. */
export const formatBreak = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} hr` : '', rest > 0 || hours === 0 ? `${rest} min` : ''].filter(Boolean);
  return `${parts.join(' ')} break`;
};

type Timed = { id: string; startDateTime: Date; endDateTime: Date };
export type DayEntry<T> =
  | { type: 'lesson'; lesson: T }
  | { type: 'break'; minutes: number; label: string; nextId: string };

/**
 * Today's lessons in time order with the gaps between them: a break is shown where one lesson ends before the
 * next starts (back-to-back or overlapping lessons get none).
 */
export const withBreaks = <T extends Timed>(lessons: readonly T[]): DayEntry<T>[] => {
  const sorted = [...lessons].sort((a, b) => a.startDateTime.getTime() - b.startDateTime.getTime());
  const entries: DayEntry<T>[] = [];
  let lastEnd: Date | null = null;
  for (const lesson of sorted) {
    if (lastEnd) {
      const minutes = Math.round((lesson.startDateTime.getTime() - lastEnd.getTime()) / 60_000);
      if (minutes > 0) entries.push({ type: 'break', minutes, label: formatBreak(minutes), nextId: lesson.id });
    }
    entries.push({ type: 'lesson', lesson });
    if (!lastEnd || lesson.endDateTime > lastEnd) lastEnd = lesson.endDateTime;
  }
  return entries;
};

/** A Google Maps search for a pickup postcode. */
export const mapsLink = (postcode: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(postcode)}`;

/** A lesson's price to the learner: the hourly purchase rate for its length, plus VAT (spec 2 §9). */
export const lessonValuePence = (minutes: number, hourlyRatePence: number, vatRate: number): number =>
  Math.round(((hourlyRatePence * minutes) / 60) * (1 + vatRate));
