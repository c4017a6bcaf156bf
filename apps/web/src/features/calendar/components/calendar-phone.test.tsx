import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { weekLesson } from '../test/fixtures.ts';

/** A 390px phone: min-width queries fail, max-width ones up to the phone's width match. */
const phoneMedia = (query: string) => {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const matches = max ? 390 <= Number(max[1]) : min ? 390 >= Number(min[1]) : false;
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};

const me = instructor();

describe('the calendar on a phone', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: phoneMedia });
    mockGraphQL({
      me: () => ({ data: { me } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      calendarEvents: () => ({
        data: { instructor: { __typename: 'Instructor', id: me.id, calendarEvents: [], workingHours: [] } },
      }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('fills the screen: a compact header, no footer, and the key a tap away', async () => {
    // Every element ever added to the page: the shell is drawn in the calendar's layout from its first draw, not
    // drawn with the legal footer and then again without it (a second draw of the whole shell, issue 28 §6).
    const added: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderApp('/calendar', { desktop: false });
    // Queries by text and label, not role: a 731-day strip and the grid make role queries slow in jsdom.
    await screen.findByText('My day', { selector: 'h1' });
    await screen.findByLabelText(/^Calendar, /);
    // The breadcrumb and the legal footer are not on the phone's calendar; the page scrolls nowhere.
    expect(screen.queryByText('Home', { selector: 'a' })).toBeNull();
    expect(screen.queryByText(/is an appointed representative/)).toBeNull();
    for (const record of watch.takeRecords()) for (const node of record.addedNodes) added.push(node.textContent ?? '');
    watch.disconnect();
    expect(added.some((text) => text.includes('My day'))).toBe(true);
    expect(added.filter((text) => /is an appointed representative/.test(text))).toEqual([]);
    // The key is not drawn under the grid, but opens from a button.
    expect(screen.queryByText('Key', { selector: 'h2' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Key', { selector: 'button' }));
    const key = await screen.findByLabelText('Key', { selector: '[role=dialog]' });
    expect(within(key).getByText('Travel time')).toBeTruthy();
  }, 45_000);

  it("draws the grid once, when both the day's lessons and its offered slots are in", async () => {
    // The offers answer after the lessons: the grid waits for them rather than being drawn with the lessons and
    // then again with the offers (on a phone each drawing of the grid is a long task, issue 28 §6).
    const today = new Date();
    const at = (hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour).toISOString();
    let answerOffers = () => {};
    const offersAnswered = new Promise<void>((resolve) => {
      answerOffers = resolve;
    });
    mockGraphQL({
      me: () => ({ data: { me } }),
      getDsGlobalConfig: () => ({ data: flags() }),
      calendarEvents: () => ({
        data: {
          instructor: {
            __typename: 'Instructor',
            id: me.id,
            calendarEvents: [weekLesson({ startDateTime: at(10), endDateTime: at(11) })],
            workingHours: [],
          },
        },
      }),
      calendarSlotOffers: async () => {
        await offersAnswered;
        const offer = { __typename: 'SlotOffer', id: 'o1', startDateTime: at(14), endDateTime: at(15) } as const;
        return {
          data: {
            slotOffers: [{ ...offer, state: 'Open', takenBy: null, recipients: [] }],
          },
        };
      },
    });
    renderApp('/calendar', { desktop: false });
    const grid = await screen.findByLabelText(/^Calendar, /);
    // The lessons are in (the date strip marks today's), the offers not yet: no grid.
    await screen.findByLabelText(/, 1 lesson$/);
    expect(grid.querySelector('.fc')).toBeNull();
    expect(within(grid).queryByText('Olivia Bennett')).toBeNull();
    answerOffers();
    expect((await within(grid).findByText('Olivia Bennett')).textContent).toBe('Olivia Bennett');
    expect(within(grid).getByText('Offered to 0, 0 opened').textContent).toBe('Offered to 0, 0 opened');
  }, 45_000);
});
