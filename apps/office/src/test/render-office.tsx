import { configure, render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { vi } from 'vitest';
import { OfficeProviders } from '../app/app.tsx';
import { officeRoutes } from '../app/routes.tsx';
import { type OfficeSection, officeSections } from '../app/sections.tsx';

// Lazy routes compile on first use under vitest: give them time.
configure({ asyncUtilTimeout: 10_000 });

/** Where the office has navigated to (under its /office basename), for assertions. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
};

const Routes = ({ sections }: { sections: readonly OfficeSection[] }) => (
  <Suspense fallback={null}>{useRoutes(officeRoutes(sections))}</Suspense>
);

/** The office app at `path` (a path under /office), its providers and route table as in the browser. */
export const renderOffice = (path: string, sections: readonly OfficeSection[] = officeSections) => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  return render(
    <OfficeProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes sections={sections} />
        <LocationProbe />
      </MemoryRouter>
    </OfficeProviders>,
  );
};
