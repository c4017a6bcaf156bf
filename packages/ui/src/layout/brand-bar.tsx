import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand-provider.tsx';
import { brandTokens } from '../brand/brand-tokens.ts';

/** The colours of the brand's bar: yellow with ink, or white with a blue rule. */
export const useBrandBarSx = () => {
  const t = brandTokens[useBrand()];
  return { bgcolor: t.bar, color: t.onBar, boxShadow: `inset 0 -3px 0 ${t.barBorder}` } as const;
};

export const BrandBar = ({ children }: { children: ReactNode }) => {
  const sx = useBrandBarSx();
  return (
    <Box component="header" sx={{ ...sx, px: { xs: 2, sm: 4 }, height: 64, display: 'flex', alignItems: 'center' }}>
      {children}
    </Box>
  );
};
