import CssBaseline from '@mui/material/CssBaseline';
import { AppNameContext, BrandProvider } from '@portal/ui/brand';
import { SnackbarAlert } from '@portal/ui/feedback';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { StaffSessionProvider } from '../features/auth/index.ts';
import { GraphQLProvider } from '../lib/graphql-provider.tsx';
import { officeRoutes } from './routes.tsx';

const snackbarComponents = {
  default: SnackbarAlert,
  success: SnackbarAlert,
  error: SnackbarAlert,
  warning: SnackbarAlert,
  info: SnackbarAlert,
};

const routes = officeRoutes();

export const OfficeRoutes = () => useRoutes(routes);

/** What every office page needs: the office's GraphQL client, who is signed in, the theme, toasts. */
export const OfficeProviders = ({ children }: { children: ReactNode }) => (
  <GraphQLProvider>
    <StaffSessionProvider>
      <AppNameContext value="Office">
        <BrandProvider brand="bsm">
          <CssBaseline />
          <SnackbarProvider
            maxSnack={4}
            autoHideDuration={5000}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            Components={snackbarComponents}
          >
            {children}
          </SnackbarProvider>
        </BrandProvider>
      </AppNameContext>
    </StaffSessionProvider>
  </GraphQLProvider>
);

/** The office console, under /office/ (the server serves it there; the router's basename matches). */
export const App = () => (
  <OfficeProviders>
    <BrowserRouter basename="/office">
      <OfficeRoutes />
    </BrowserRouter>
  </OfficeProviders>
);
