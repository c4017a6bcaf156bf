import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, AppRoutes } from '../app/app.tsx';

// Lazy routes compile on first use under vitest: give them time.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom lacks these browser APIs that MUI and the layout use. */
const installBrowserStubs = () => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: (window as { __desktop?: boolean }).__desktop === true && query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  localStorage.clear();
  sessionStorage.clear();
};

/** Shows where the app has navigated to, for assertions. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

type Options = { desktop?: boolean; session?: Record<string, unknown>; local?: Record<string, string> };

/**
 * The whole app (providers and route table) at `path`. `desktop` makes the side navigation permanent;
 * `session` is put in session storage first, `local` in local storage.
 */
export const renderApp = (path: string, { desktop = true, session = {}, local = {} }: Options = {}) => {
  installBrowserStubs();
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, JSON.stringify(value));
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  (window as { __desktop?: boolean }).__desktop = desktop;
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
};

/** Any element tree inside the app's providers and a router at `path`. */
export const renderWithProviders = (ui: ReactNode, path = '/') => {
  installBrowserStubs();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
};
