import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flags, instructor } from '../test/fixtures.ts';
import { mockGraphQL } from '../test/graphql-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const pageMissing = "We can't find the page you are looking for. Try starting from the homepage?";

describe('route table', () => {
  beforeEach(() => {
    mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    '/no-such-page',
    '/no/such/page',
    '/aa/no-such-page',
    '/bsm/sign-in/extra',
    '/errors/error-999',
    '/errors/error-404',
    '/learners/1/more',
  ])('shows the page-missing page for %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'This is awkward.' })).toBeTruthy();
    expect(screen.getByText(pageMissing)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GO TO HOMEPAGE' })).toBeTruthy();
  });

  it('shows the 401 page with a way to sign in', async () => {
    renderApp('/errors/error-401');
    expect(await screen.findByRole('heading', { name: "You're not signed in." })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
  });

  it.each([
    ['/errors/error-408', 'The request timed out.'],
    ['/errors/error-500', 'Something went wrong on our side.'],
    ['/maintenance', 'AA Instructor Portal is down for maintenance'],
  ])('has a page for %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('sends / to /home', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening) Daniel$/ })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('sends random-sign-in to /home', async () => {
    renderApp('/bsm/random-sign-in');
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening) Daniel$/ });
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('shows change-password as the sign-up screen headed "Set a new password"', async () => {
    renderApp('/aa/change-password');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get access code' })).toBeTruthy();
  });
});
