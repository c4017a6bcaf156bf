import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { chatItems, dayLabel, hasMoreAfter, isFromInstructor, mergeMessages, ukDate, ukTime } from './chat.ts';
import { agentMessageSchema, getMessagesSchema, sendMessageSchema } from './commands.ts';

const msg = (id: string, created: string, from = 1) => ({ id, created, from });

describe('mergeMessages', () => {
  it('merges pages, polls and pushes without duplicates, oldest first', () => {
    const page = [msg('c', '2026-03-02T10:00:00Z'), msg('b', '2026-03-01T10:00:00Z')];
    const older = [msg('b', '2026-03-01T10:00:00Z'), msg('a', '2026-02-28T10:00:00Z')];
    const pushed = [msg('d', '2026-03-02T11:00:00Z', 2), msg('c', '2026-03-02T10:00:00Z')];
    const merged = mergeMessages(mergeMessages(page, older), pushed);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a stable order for messages of the same instant, and takes the newer copy of one seen again', () => {
    const held = [{ ...msg('y', '2026-03-01T10:00:00Z', 2), read: false }];
    const again = [
      { ...msg('y', '2026-03-01T10:00:00Z', 2), read: true },
      { ...msg('x', '2026-03-01T10:00:00Z'), read: true },
    ];
    const merged = mergeMessages(held, again);
    expect(merged.map((m) => [m.id, m.read])).toEqual([
      ['x', true],
      ['y', true],
    ]);
  });
});

describe('chatItems: day separators in UK days', () => {
  const now = new Date('2026-03-30T09:00:00Z'); // Monday, the day after the clocks went forward

  it('puts a separator before the first message of each day: Today, Yesterday, else dd/MM/yyyy', () => {
    const items = chatItems(
      [
        msg('3', '2026-03-30T08:00:00Z'),
        msg('1', '2026-03-27T12:00:00Z'),
        msg('2', '2026-03-29T22:30:00Z'), // 23:30 BST on Sunday
        msg('2b', '2026-03-29T23:30:00Z'), // 00:30 BST on Monday
      ],
      now,
    );
    expect(items.map((i) => (i.kind === 'day' ? `[${i.label}]` : i.message.id))).toEqual([
      '[27/03/2026]',
      '1',
      '[Yesterday]',
      '2',
      '[Today]',
      '2b',
      '3',
    ]);
  });

  it('knows yesterday across the autumn clock change (a 25-hour Sunday)', () => {
    const monday = new Date('2026-10-26T00:30:00Z');
    expect(dayLabel(new Date('2026-10-25T00:10:00Z'), monday)).toBe('Yesterday');
    expect(dayLabel(new Date('2026-10-24T22:59:00Z'), monday)).toBe('24/10/2026');
    expect(dayLabel(new Date('2026-10-24T23:01:00Z'), monday)).toBe('Yesterday');
  });

  it('knows yesterday across the spring clock change (a 23-hour Sunday)', () => {
    const monday = new Date('2026-03-30T00:30:00+01:00');
    expect(dayLabel(new Date('2026-03-29T00:10:00Z'), monday)).toBe('Yesterday');
    expect(dayLabel(new Date('2026-03-28T23:59:00Z'), monday)).toBe('28/03/2026');
  });

  it("shows a message's UK date and time as date-fns with the time zone did, and refuses an invalid one", () => {
    const differ: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) {
      const local = new TZDate(t, 'Europe/London');
      const [date, time] = [format(local, 'dd/MM/yyyy'), format(local, 'HH:mm')];
      if (ukDate(new Date(t)) !== date || ukTime(new Date(t).toISOString()) !== time) differ.push(String(t));
    }
    expect(differ).toEqual([]);
    expect(() => ukTime('not a date')).toThrow(RangeError);
    expect(() => ukDate('not a date')).toThrow(RangeError);
  });
});

describe('the rules of the chat', () => {
  it('tells the instructor (sender 1) from an agent', () => {
    expect(isFromInstructor({ from: 1 })).toBe(true);
    expect(isFromInstructor({ from: 2001 })).toBe(false);
  });

  it('loads older pages until an empty one arrives', () => {
    expect(hasMoreAfter(20)).toBe(true);
    expect(hasMoreAfter(3)).toBe(true);
    expect(hasMoreAfter(0)).toBe(false);
  });

  it('refuses an empty, too long or control-character message, and one without a client key', () => {
    const key = '5f2b3c1e-8a4d-4c7b-9e1f-0a2b3c4d5e6f';
    const ok = sendMessageSchema.safeParse({ instructorId: 'i', body: '  Hello\nthere ', clientKey: key });
    expect(ok.success && ok.data.body).toBe('Hello\nthere');
    const issue = (input: object) =>
      sendMessageSchema.safeParse({ instructorId: 'i', clientKey: key, ...input }).error?.issues[0]?.message;
    expect(issue({ body: '   ' })).toBe('Please enter a message');
    expect(issue({ body: 'x'.repeat(2001) })).toBe('Messages can be at most 2000 characters');
    expect(issue({ body: 'bad\u0007' })).toBe('This text contains characters that are not allowed');
    expect(issue({ body: 'hi', clientKey: 'nope' })).toBe('A message needs a client key (a UUID)');
  });

  it('bounds a page, and an agent is never sender 1', () => {
    expect(getMessagesSchema.safeParse({ total: 51 }).success).toBe(false);
    expect(getMessagesSchema.safeParse({ offset: -1 }).success).toBe(false);
    expect(getMessagesSchema.safeParse({ offset: 0, total: 20 }).success).toBe(true);
    const agent = { instructorId: 'i', agentName: 'Sam', body: 'Hi' };
    expect(agentMessageSchema.safeParse({ ...agent, agentCode: 1 }).success).toBe(false);
    expect(agentMessageSchema.safeParse({ ...agent, agentCode: 2001 }).success).toBe(true);
  });
});
