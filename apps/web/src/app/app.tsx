import CssBaseline from '@mui/material/CssBaseline';
import { BrandProvider } from '@portal/ui/brand';
import { SnackbarHost } from '@portal/ui/feedback';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import type { Client } from 'urql';
import { GraphQLProvider } from '../lib/graphql-provider.tsx';
import { rememberedBrand } from '../lib/remembered-brand.ts';
import { routes } from './routes.tsx';

/** The route table, rendered (declarative routing keeps the sign-in bundle small). */
export const AppRoutes = () => useRoutes(routes);

/** The providers every page needs: GraphQL client, the remembered brand's theme and toasts (at most 8). */
export const AppProviders = ({ children, client }: { children: ReactNode; client?: Client }) => (
  <GraphQLProvider client={client}>
    <BrandProvider brand={rememberedBrand()}>
      <CssBaseline />
      <SnackbarHost maxSnack={8} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {children}
      </SnackbarHost>
    </BrandProvider>
  </GraphQLProvider>
);

export const App = ({ client }: { client?: Client }) => (
  <AppProviders client={client}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
