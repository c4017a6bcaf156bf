import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekLesson } from '../test/fixtures.ts';
import { toCalendarItems } from './calendar-items.ts';
import { describeItem, EventBlock } from './event-block.tsx';

const lesson = (firstName: string, lastName: string) =>
  weekLesson({
    travelTimeInMinutes: 15,
    learner: {
      __typename: 'Learner',
      id: 'l1',
      name: { __typename: 'PersonName', firstName, lastName, fullName: `${firstName} ${lastName}` },
    },
  });

describe('what a screen reader hears for a block', () => {
  it('names a travel block by the lesson it leads to', () => {
    const [travel, item] = toCalendarItems([lesson('Olivia', 'Bennett')]);
    expect(describeItem(travel!)).toBe("Travel to Olivia Bennett's lesson, 15 minutes, 09:45 to 10:00");
    expect(describeItem(item!)).toBe('Olivia Bennett, 10:00 to 12:00, Paid lesson');
  });
});

describe('the name drawn on a narrow block', () => {
  // A column `room` px wide where each letter takes 8px: jsdom lays nothing out, so the widths are given.
  let room = 0;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cal-title') ? room : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cal-title') ? (this.textContent ?? '').length * 8 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const titleOf = (first: string, last: string) => {
    const [, item] = toCalendarItems([lesson(first, last)]);
    const { container } = render(<EventBlock item={item!} />);
    return container.querySelector('.cal-title')!.textContent;
  };

  it('shows the full name where it fits', () => {
    room = 200;
    expect(titleOf('Priya', 'Sharma')).toBe('Priya Sharma');
  });

  it('shows the first name when only that fits', () => {
    room = 44;
    expect(titleOf('Priya', 'Sharma')).toBe('Priya');
  });

  it('shows initials when not even the first name fits', () => {
    room = 44;
    expect(titleOf('Mohammed', 'Iqbal')).toBe('MI');
  });
});
