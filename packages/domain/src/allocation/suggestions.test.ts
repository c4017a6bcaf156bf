import { describe, expect, it } from 'vitest';
import { matchingDaysOf, rankSuggestions, type SuggestionCandidate } from './suggestions.ts';

const weekdays = (start: number, end: number) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (day < 5 ? { day, start, end } : { day, start: null, end: null }));

const candidate = (id: string, taken: number, capacity: number, start = 540, end = 1020): SuggestionCandidate => ({
  franchiseId: id,
  instructorId: `i-${id}`,
  sectorCode: 'LS6 2',
  taken,
  capacity,
  transmission: 'Manual',
  workingHours: weekdays(start, end),
});

describe('allocation suggestions', () => {
  const wanted = { days: [0, 2, 5], parts: ['Afternoon'] as const };

  it('ranks the emptiest first and says why in short words', () => {
    const ranked = rankSuggestions(
      [candidate('a', 8, 10), candidate('b', 4, 10), candidate('c', 1, 20)],
      'Standard',
      wanted,
    );
    expect(ranked.map((s) => s.franchiseId)).toEqual(['c', 'b', 'a']);
    expect(ranked[1]?.reasons).toEqual([
      'Covers LS6 2',
      '4 of 10 places taken',
      'Teaches manual',
      'Works Mon, Wed (2 of 3 preferred days)',
    ]);
  });

  it('puts a franchise that works none of the preferred times below every one that does, and drops a full one', () => {
    const evenings = { days: [1], parts: ['Evening'] as const };
    const ranked = rankSuggestions(
      [candidate('empty-days', 0, 10, 540, 1020), candidate('late', 5, 10, 600, 1200), candidate('full', 10, 10)],
      'PassPlus',
      evenings,
    );
    expect(ranked.map((s) => s.franchiseId)).toEqual(['late', 'empty-days']);
    expect(ranked[1]?.reasons.at(-1)).toBe('Works none of the preferred days');
    expect(ranked[0]?.reasons[2]).toBe('Teaches Pass Plus, manual');
  });

  it('matches a day when the working hours overlap a preferred part of it', () => {
    expect(matchingDaysOf(weekdays(480, 720), { days: [0, 1, 6], parts: ['Morning'] })).toEqual([0, 1]);
    expect(matchingDaysOf(weekdays(480, 720), { days: [0], parts: ['Afternoon'] })).toEqual([]);
  });
});
