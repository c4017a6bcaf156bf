import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

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
});
