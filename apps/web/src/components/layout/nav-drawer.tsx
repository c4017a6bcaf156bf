import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { NavItem } from '@portal/domain/access';
import { SideNav } from './side-nav.tsx';

/** Spec 1 §2: the side navigation is 220px wide. */
const NAV_WIDTH = 220;

type Props = {
  items: readonly NavItem[];
  /** Permanent beside the page on a desktop; a drawer behind the menu button on small screens. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
};

/** The side navigation in its drawer. */
export const NavDrawer = ({ items, permanent, open, onClose }: Props) =>
  permanent ? (
    <Drawer
      variant="permanent"
      sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar sx={{ minHeight: { xs: 64 } }} />
      <SideNav items={items} />
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close navigation" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <SideNav items={items} onNavigate={onClose} />
    </Drawer>
  );
