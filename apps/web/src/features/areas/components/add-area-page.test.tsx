import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/settings/areas-and-prices/add', () => {
  beforeEach(() => {
    mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from a deep link or a reload in a new tab (nothing chosen before) on the first franchise', async () => {
    renderApp('/settings/areas-and-prices/add', { desktop: false });
    expect(await screen.findByRole('heading', { name: 'Add a new learner area' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/settings/areas-and-prices/add');
  });

  it("goes to the list for a franchise id that is not the instructor's", async () => {
    renderApp('/settings/areas-and-prices/add?franchise=not-mine');
    expect(await screen.findByRole('heading', { name: 'My areas covered' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/settings/areas-and-prices/');
  });
});
