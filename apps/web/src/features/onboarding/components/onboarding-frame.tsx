import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { BrandSlug } from '@portal/domain/access';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';
import { BrandProvider } from '../../../components/brand/brand-provider.tsx';
import { SimpleLayout } from '../../../components/layout/simple-layout.tsx';

/** The onboarding pages: the brand's simple layout (no session, no navigation), dates in en-GB. */
export const OnboardingFrame = ({
  brand,
  maxWidth = 480,
  children,
}: {
  brand: BrandSlug;
  maxWidth?: number;
  children: ReactNode;
}) => (
  <BrandProvider brand={brand}>
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <SimpleLayout maxWidth={maxWidth}>{children}</SimpleLayout>
    </LocalizationProvider>
  </BrandProvider>
);
