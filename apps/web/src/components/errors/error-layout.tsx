import { BrandProvider } from '@portal/ui/brand';
import { SimpleLayout } from '@portal/ui/layout';
import type { ReactNode } from 'react';
import { useSignedInBrand } from '../../lib/session/use-signed-in-brand.ts';

/** The layout of the error pages, in the signed-in instructor's brand (else the device's last one). */
export const ErrorLayout = ({ children }: { children: ReactNode }) => (
  <BrandProvider brand={useSignedInBrand()}>
    <SimpleLayout maxWidth={640}>{children}</SimpleLayout>
  </BrandProvider>
);
