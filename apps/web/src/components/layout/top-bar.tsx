import HelpOutlined from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { brands } from '@portal/domain/access';
import { BrandLogo, INK, useBrand } from '@portal/ui/brand';
import { useBrandBarSx } from '@portal/ui/layout';
import { Link } from 'react-router';
import { openSupportSite } from '../../lib/open-support-site.ts';
import type { SessionInstructor } from '../../lib/session/session-context.ts';
import { AccountMenu } from './account-menu.tsx';

/** Every button in the bar is at least 44 by 44 CSS pixels (WCAG 2.5.5), and none sits off the screen's edge. */
const tapTarget = { minWidth: 44, minHeight: 44 } as const;

type Props = {
  /** Without one (index.html's first screen, before the session is known) there is no account menu. */
  instructor?: SessionInstructor;
  demoMode: boolean;
  /** Shown on small screens, where the navigation is a drawer. */
  onOpenNavigation?: () => void;
  onSignOut: () => void;
};

/** The fixed top bar: logo, DEMO MODE chip, help, account menu (spec 1 §2 shared layout). */
export const TopBar = ({ instructor, demoMode, onOpenNavigation, onSignOut }: Props) => {
  const brand = useBrand();
  const barSx = useBrandBarSx();
  return (
    <AppBar position="fixed" elevation={0} sx={{ ...barSx, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ minHeight: { xs: 64 }, px: { xs: 1, sm: 2 }, gap: { xs: 0.5, sm: 1.5 } }}>
        {onOpenNavigation && (
          <IconButton color="inherit" aria-label="Open navigation menu" onClick={onOpenNavigation} sx={tapTarget}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to="/home"
          aria-label={`${brands[brand].name} home`}
          sx={{ display: 'flex', alignItems: 'center', borderRadius: 1, mr: 1 }}
        >
          <BrandLogo brand={brand} height={36} onBar decorative />
        </Box>
        {demoMode && (
          <Chip
            label="DEMO MODE"
            size="small"
            sx={{ bgcolor: INK, color: '#FFFFFF', fontWeight: 700, letterSpacing: 0.5 }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <IconButton color="inherit" aria-label="Help" onClick={() => openSupportSite(brand)} sx={tapTarget}>
          <HelpOutlined />
        </IconButton>
        {instructor && <AccountMenu instructor={instructor} onSignOut={onSignOut} />}
      </Toolbar>
    </AppBar>
  );
};
