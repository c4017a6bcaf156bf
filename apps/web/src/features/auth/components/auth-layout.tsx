import type { BrandSlug } from '@portal/domain/access';
import { BrandProvider } from '@portal/ui/brand';
import { LoadingScreen } from '@portal/ui/feedback';
import { SimpleLayout } from '@portal/ui/layout';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { rememberBrand } from '../../../lib/remembered-brand.ts';

/** /{brand}/*: the identity screens in that brand's colours, on the simple layout. */
export const AuthLayout = ({ brand }: { brand: BrandSlug }) => {
  useEffect(() => rememberBrand(brand), [brand]);
  return (
    <BrandProvider brand={brand}>
      <SimpleLayout>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </SimpleLayout>
    </BrandProvider>
  );
};
