import type { BrandSlug } from '@portal/domain/access';
import { AaLogo, type LogoProps } from './aa-logo.tsx';
import { BsmLogo } from './bsm-logo.tsx';

export const BrandLogo = ({ brand, ...props }: LogoProps & { brand: BrandSlug }) =>
  brand === 'bsm' ? <BsmLogo {...props} /> : <AaLogo {...props} />;
