import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../brand/brand-logo.tsx';
import { useBrand } from '../brand/brand-provider.tsx';
import { PRIMARY_BLUE } from '../brand/brand-tokens.ts';
import { LegalFooter } from '../brand/legal-footer.tsx';
import { BrandBar } from './brand-bar.tsx';

type Props = {
  children: ReactNode;
  maxWidth?: number;
  neutral?: boolean;
  /** The neutral header's name of the application. */
  appName?: string;
};

const NeutralHeader = ({ appName }: { appName: string }) => (
  <Box
    component="header"
    sx={{ height: 64, px: { xs: 2, sm: 4 }, display: 'flex', alignItems: 'center', bgcolor: '#FFFFFF' }}
    style={{ borderBottom: `3px solid ${PRIMARY_BLUE}` }}
  >
    <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', color: '#0A3D73' }}>
      {appName}
    </Typography>
  </Box>
);

/**
 * The layout of pages outside the signed-in shell (sign-in screens, brand select, error pages):
 * the brand's header, one centred column, the legal footer. `neutral` before a brand is chosen.
 */
export const SimpleLayout = ({ children, maxWidth = 480, neutral = false, appName = 'Instructor Portal' }: Props) => {
  const brand = useBrand();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {neutral ? (
        <NeutralHeader appName={appName} />
      ) : (
        <BrandBar>
          <BrandLogo brand={brand} height={40} onBar />
        </BrandBar>
      )}
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: maxWidth + 32, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}
      >
        {children}
      </Box>
      <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: 2 }}>
        <LegalFooter both={neutral} />
      </Box>
    </Box>
  );
};

/** The white card the sign-in screens sit on. */
export const AuthCard = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      borderRadius: 3,
      p: { xs: 3, sm: 5 },
      boxShadow: '0 1px 2px rgba(16,24,40,0.06), 0 8px 24px rgba(16,24,40,0.06)',
    }}
  >
    {children}
  </Box>
);
