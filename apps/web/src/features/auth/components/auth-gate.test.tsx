import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { flags, instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AuthGate } from './auth-gate.tsx';

const Private = () => <p>Private page for {useSessionInstructor()?.firstName ?? 'a visitor'}</p>;

const gatedApp = (
  <Routes>
    <Route element={<AuthGate />}>
      <Route path="/calendar" element={<Private />} />
      <Route path="/home" element={<Private />} />
      <Route path="/acceptance" element={<Private />} />
    </Route>
    <Route path="/brand-select" element={<p>Brand select</p>} />
    <Route path="/aa/sign-in" element={<p>AA sign in</p>} />
  </Routes>
);

const location = () => screen.getByTestId('location').textContent;

describe('AuthGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loading screen while the session is checked', () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderWithProviders(gatedApp, '/calendar');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
  });

  it('lets a signed-in instructor through', async () => {
    mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
    renderWithProviders(gatedApp, '/calendar');
    expect(await screen.findByText('Private page for Daniel')).toBeTruthy();
  });

  it('sends a visitor to the brand select, keeping the original URL to come back to', async () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderWithProviders(gatedApp, '/calendar?view=week');
    await screen.findByText('Brand select');
    expect(location()).toBe('/brand-select?view=week&redirect=%2Fcalendar%3Fview%3Dweek');
  });

  it('sends a visitor from the app (app=true) to the yellow brand sign-in, search string kept', async () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderWithProviders(gatedApp, '/home?app=true');
    await screen.findByText('AA sign in');
    expect(location()).toBe('/aa/sign-in?app=true&redirect=%2Fhome%3Fapp%3Dtrue');
  });

  it('adds no redirect for the default landing page', async () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderWithProviders(gatedApp, '/home');
    await screen.findByText('Brand select');
    expect(location()).toBe('/brand-select');
  });

  it.each(['?agreementKey=k1', '?brand=AADS&personKey=p1'])(
    'lets the onboarding journey through (%s)',
    async (query) => {
      mockGraphQL({ me: () => ({ data: { me: null } }) });
      renderWithProviders(gatedApp, `/acceptance${query}`);
      expect(await screen.findByText('Private page for a visitor')).toBeTruthy();
      expect(location()).toBe(`/acceptance${query}`);
    },
  );

  it('does not let brand or personKey through on its own', async () => {
    mockGraphQL({ me: () => ({ data: { me: null } }) });
    renderWithProviders(gatedApp, '/acceptance?brand=AADS');
    await screen.findByText('Brand select');
  });

  it('shows the problem page when the session cannot be checked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(gatedApp, '/calendar');
    expect(await screen.findByRole('heading', { name: "We've hit a problem" })).toBeTruthy();
    expect(screen.getByText('We have a problem getting your details.')).toBeTruthy();
  });

  describe('without signal', () => {
    const SAVED_KEY = 'portal.offline.saved-lessons';
    const saveLessonsFor = (me: ReturnType<typeof instructor>) =>
      localStorage.setItem(
        SAVED_KEY,
        JSON.stringify({ version: 1, instructorId: me.id, instructor: me, savedAt: '', days: [], lessons: [] }),
      );
    const noSignal = () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
    // renderWithProviders starts with empty storage: lessons are saved after it, before the session answers.

    it('lets the instructor whose lessons are saved on this device through', async () => {
      noSignal();
      renderWithProviders(gatedApp, '/calendar');
      saveLessonsFor(instructor({ id: 'i-7', firstName: 'Emma' }));
      expect(await screen.findByText('Private page for Emma')).toBeTruthy();
    });

    it("forgets another instructor's saved lessons once the session says who is signed in", async () => {
      mockGraphQL({ me: () => ({ data: { me: instructor() } }), getDsGlobalConfig: () => ({ data: flags() }) });
      renderWithProviders(gatedApp, '/calendar');
      saveLessonsFor(instructor({ id: 'i-7', firstName: 'Emma' }));
      await screen.findByText('Private page for Daniel');
      // Forgotten by the gate's effect once the session has answered: it may run just after the page first draws.
      await waitFor(() => expect(localStorage.getItem(SAVED_KEY)).toBeNull());
    });
  });
});
