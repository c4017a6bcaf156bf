import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../test/fixtures.ts';
import { mockGraphQL } from '../../test/graphql-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The size a finger gets: at least 44 by 44 CSS pixels (WCAG 2.5.5). */
const tapSize = (el: HTMLElement) => {
  const style = getComputedStyle(el);
  return Math.min(Number.parseFloat(style.minWidth) || 0, Number.parseFloat(style.minHeight) || 0);
};

describe('the top bar on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  const open = async () => {
    mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
    renderApp('/home', { desktop: false });
    return screen.findByRole('button', { name: 'Open navigation menu' });
  };

  it('gives every button a 44px tap target, with the menu button wholly on screen', async () => {
    const menu = await open();
    for (const name of ['Open navigation menu', 'Help', 'Account options for Daniel Hughes']) {
      expect(tapSize(screen.getByRole('button', { name })), name).toBeGreaterThanOrEqual(44);
    }
    expect(Number.parseFloat(getComputedStyle(menu).marginLeft) || 0).toBeGreaterThanOrEqual(0);
  });

  it("shows the instructor's initials and full name in the account menu", async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Account options for Daniel Hughes' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Daniel Hughes')).toBeTruthy();
    expect(within(menu).getByText('DH')).toBeTruthy();
  });
});
