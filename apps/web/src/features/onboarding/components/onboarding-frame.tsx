import type { BrandSlug } from '@portal/domain/access';
import { BrandProvider } from '@portal/ui/brand';
import { SimpleLayout } from '@portal/ui/layout';
import type { ReactNode } from 'react';
import { UkDatesProvider } from '../../../lib/dates/uk-dates-provider.tsx';

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
    <UkDatesProvider>
      <SimpleLayout maxWidth={maxWidth}>{children}</SimpleLayout>
    </UkDatesProvider>
  </BrandProvider>
);
