import { ThemeProvider } from '@mui/material/styles';
import type { BrandSlug } from '@portal/domain/access';
import { createContext, type ReactNode, useContext } from 'react';
import { themeFor } from './brand-theme.ts';

const BrandContext = createContext<BrandSlug>('aa');

/** Sets the brand (logo, theme, footer) for everything below it. Nested providers override outer ones. */
export const BrandProvider = ({ brand, children }: { brand: BrandSlug; children: ReactNode }) => (
  <BrandContext value={brand}>
    <ThemeProvider theme={themeFor(brand)}>{children}</ThemeProvider>
  </BrandContext>
);

export const useBrand = (): BrandSlug => useContext(BrandContext);
