import type { BrandSlug } from '@portal/domain/access';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { BrandProvider } from '../../../components/brand/brand-provider.tsx';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { SimpleLayout } from '../../../components/layout/simple-layout.tsx';
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
