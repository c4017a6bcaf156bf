import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../test/fixtures.ts';
import { mockGraphQL } from '../../test/graphql-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

/** What the sign-in screens leave behind: /bsm/sign-in remembers the blue-and-white brand on this device. */
const afterBsmSignIn = { local: { 'portal.brand': 'bsm' } };
const afterAaSignIn = { local: { 'portal.brand': 'aa' } };

const errorPages: [string, string][] = [
  ['/errors/error-404', 'This is awkward.'],
  ['/no-such-page', 'This is awkward.'],
  ['/errors/error-408', 'The request timed out.'],
  ['/errors/error-500', 'Something went wrong on our side.'],
];

describe('error pages wear the brand of the signed-in instructor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(errorPages)(
    'an AA-only instructor sees %s in AA colours after visiting /bsm/sign-in',
    async (path, title) => {
      mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
      renderApp(path, afterBsmSignIn);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(await screen.findByRole('img', { name: 'AA Driving School' })).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'BSM' })).toBeNull();
    },
  );

  it('a BSM-only instructor sees them in BSM colours after visiting /aa/sign-in', async () => {
    const me = instructor({ adiNumber: '100005', franchises: [['ThirdParty', 'BSM']] });
    mockGraphQL({ me: () => ({ data: { me } }), getDsGlobalConfig: () => ({ data: flags() }) });
    renderApp('/errors/error-500', afterAaSignIn);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on our side.' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'BSM' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'AA Driving School' })).toBeNull();
  });

  it('without a session they wear the brand last used on this device', async () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderApp('/errors/error-500', afterBsmSignIn);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on our side.' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'BSM' })).toBeTruthy();
  });
});
