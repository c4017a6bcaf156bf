import { formatIsoDate } from '../accounts/weeks.ts';
import { clockTimeOf, isoDatePlusDays, isValidDate, localDateOf } from '../time/time.ts';
import { INSTRUCTOR_SENDER } from './constants.ts';
import { messageCentreMessages } from './messages.ts';

/** What the chat needs of a message: `created` as the API sends it (ISO) or a Date. */
export type ChatMessage = { id: string; created: string | Date; from: number };

export const isFromInstructor = (message: Pick<ChatMessage, 'from'>): boolean => message.from === INSTRUCTOR_SENDER;

const timeOf = (message: ChatMessage): number => new Date(message.created).getTime();

/** Oldest first; messages of the same instant keep a stable order by id. */
export const compareMessages = (a: ChatMessage, b: ChatMessage): number =>
  timeOf(a) - timeOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Spec 3 §4: pages, polls and pushes merged without duplicates. A message seen again replaces the copy held
 * (its read state may have changed); the result is oldest first.
 */
export const mergeMessages = <M extends ChatMessage>(held: readonly M[], incoming: readonly M[]): M[] => {
  const byId = new Map<string, M>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(compareMessages);
};

/** yyyy-MM-dd of the UK day (an invalid date throws, as date-fns's format did). */
const dayKey = (at: Date) => localDateOf(at);

/** A day separator's label in the UK: Today, Yesterday, else dd/MM/yyyy. */
export const dayLabel = (at: Date, now: Date): string => {
  const key = dayKey(at);
  const today = dayKey(now);
  if (key === today) return messageCentreMessages.today;
  if (key === isoDatePlusDays(today, -1)) return messageCentreMessages.yesterday;
  return ukDate(at);
};

/** A date as the portal shows it: dd/MM/yyyy in the UK. */
export const ukDate = (at: Date | string): string => formatIsoDate(dayKey(new Date(at)));

/** A message's time of day in the UK: HH:mm (an invalid date throws, as date-fns's format did). */
export const ukTime = (at: Date | string): string => {
  const date = new Date(at);
  if (!isValidDate(date)) throw new RangeError('Invalid time value');
  return clockTimeOf(date);
};

export type ChatItem<M> = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: M };

/** The chat's rows, oldest first: a day separator (UK days) before the first message of each day. */
export const chatItems = <M extends ChatMessage>(messages: readonly M[], now: Date): ChatItem<M>[] => {
  const items: ChatItem<M>[] = [];
  let day = '';
  for (const message of [...messages].sort(compareMessages)) {
    const at = new Date(message.created);
    const key = dayKey(at);
    if (key !== day) {
      day = key;
      items.push({ kind: 'day', key: `day-${key}`, label: dayLabel(at, now) });
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
};

/** Spec 3 §4: older pages load 20 at a time until an empty page arrives, which ends loading more. */
export const hasMoreAfter = (pageLength: number): boolean => pageLength > 0;
