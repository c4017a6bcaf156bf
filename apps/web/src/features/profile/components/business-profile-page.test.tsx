import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const notice =
  /This feature isn't available for your franchise type\. Please call us on 0808 157 0192 to find out more\./;
const pageMissing = 'This is awkward.';

/** Holds the feature flags back until `release()`, as a slow phone connection does. */
const holdFlagsBack = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (String(init.body).includes('GetDsGlobalConfig')) await released;
    return answer(url, init);
  });
  return release;
};

describe('/my-business-profile gating (spec 3 §2.8, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['a Solo franchisee (100004)', instructor({ adiNumber: '100004', franchises: [['Solo', 'AADS']] })],
    [
      'a DIT and Motability franchisee (100006)',
      instructor({
        adiNumber: '100006',
        franchises: [
          ['Dit', 'AADS'],
          ['Motability', 'AADS'],
        ],
      }),
    ],
  ])('gives %s the franchise notice with the support phone, while the flags load and after', async (_, me) => {
    mockGraphQL({ me: () => ({ data: { me } }), getDsGlobalConfig: () => ({ data: flags() }) });
    const release = holdFlagsBack();
    renderApp('/my-business-profile');
    expect((await screen.findByRole('alert')).textContent).toMatch(notice);
    expect(screen.getByRole('heading', { name: 'Manage my business profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '0808 157 0192' }).getAttribute('href')).toBe('tel:08081570192');
    expect(screen.queryByText(pageMissing)).toBeNull();
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('alert').textContent).toMatch(notice);
    expect(screen.queryByText(pageMissing)).toBeNull();
  });

  it('shows a Full franchisee no page-missing page while the flags load, then the profile page', async () => {
    mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
    const release = holdFlagsBack();
    renderApp('/my-business-profile');
    expect((await screen.findAllByRole('link', { name: 'Home' })).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(pageMissing)).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Manage my business profile' })).toBeTruthy();
    expect(screen.queryByText(pageMissing)).toBeNull();
  });

  it('is the page-missing page for a Full franchisee when the feature is off', async () => {
    mockGraphQL({
      me: () => ({ data: { me: instructor() } }),
      getDsGlobalConfig: () => ({ data: flags({ myBusinessProfileEnabled: false }) }),
    });
    renderApp('/my-business-profile');
    expect(await screen.findByRole('heading', { name: pageMissing })).toBeTruthy();
  });
});
