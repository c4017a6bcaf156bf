import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { brandTokens, useBrand } from '@portal/ui/brand';
import { NavLink, useLocation } from 'react-router';
import type { OfficeSection } from './sections.tsx';

const isIn = (pathname: string, path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);

/** The sections this member may use; the current one marked for sight and for screen readers. */
export const SideNav = ({ sections }: { sections: readonly OfficeSection[] }) => {
  const { pathname } = useLocation();
  const tokens = brandTokens[useBrand()];
  return (
    <List component="nav" aria-label="Office sections" sx={{ py: 2 }}>
      {sections.map(({ path, label, icon: Icon }) => {
        const current = isIn(pathname, path);
        return (
          <ListItemButton
            key={path}
            component={NavLink}
            to={`/${path}`}
            selected={current}
            sx={{
              mx: 1,
              borderRadius: 2,
              borderLeft: 4,
              borderColor: current ? tokens.navAccent : 'transparent',
              '&.Mui-selected': { bgcolor: tokens.navSelected },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40, color: 'text.primary' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }} />
          </ListItemButton>
        );
      })}
    </List>
  );
};
