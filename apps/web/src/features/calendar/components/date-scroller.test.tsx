import { render } from '@testing-library/react';
import { addDays, startOfDay, startOfWeek } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateScroller } from './date-scroller.tsx';

/** The strip as a 358px phone column lays it out: each chip's left edge and width from its place. */
const CHIP = 52;
const WIDTH = 358;

describe('the date strip', () => {
  let scrolledTo = -1;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(CHIP);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return Number(this.dataset.index ?? 0) * CHIP;
    });
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      if (typeof options === 'object') scrolledTo = options.left ?? 0;
    } as typeof HTMLElement.prototype.scrollTo;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });

  const selectedChipInView = (view: 'week' | 'month', date: Date) => {
    const { container } = render(<DateScroller view={view} date={date} onSelect={() => {}} />);
    const chip = container.querySelector<HTMLElement>('[aria-current="date"]')!;
    const left = Number(chip.dataset.index) * CHIP;
    return left >= scrolledTo && left + CHIP <= scrolledTo + WIDTH;
  };

  it('keeps the chosen Monday wholly in view in the week view', () => {
    expect(selectedChipInView('week', startOfWeek(addDays(new Date(), 7), { weekStartsOn: 1 }))).toBe(true);
  });

  it('keeps the chosen day in view in the month view, late in the month', () => {
    const day = startOfDay(addDays(new Date(), 40));
    day.setDate(28);
    expect(selectedChipInView('month', day)).toBe(true);
  });
});
