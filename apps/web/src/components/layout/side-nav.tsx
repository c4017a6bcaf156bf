import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { NavItem, NavKey } from '@portal/domain/access';
import { brandTokens, useBrand } from '@portal/ui/brand';
import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { openSupportSite } from '../../lib/open-support-site.ts';

const icons: Record<NavKey, ReactNode> = {
  home: <HomeOutlined />,
  calendar: <CalendarMonthOutlined />,
  learners: <PeopleOutlined />,
  messages: <ForumOutlined />,
  myBusinessProfile: <StorefrontOutlined />,
  accounts: <AccountBalanceWalletOutlined />,
  myDetails: <PersonOutlined />,
  areasAndPrices: <MapOutlined />,
  preferences: <TuneOutlined />,
};

/** Consecutive items of the same group, drawn as one list with a divider between lists. */
const groupsOf = (items: readonly NavItem[]): NavItem[][] =>
  items.reduce<NavItem[][]>((groups, item) => {
    const last = groups.at(-1);
    if (last && last[0]?.group === item.group) last.push(item);
    else groups.push([item]);
    return groups;
  }, []);

type Props = { items: readonly NavItem[]; onNavigate?: () => void };

/** The side navigation's content: items in groups, and the support button at the bottom. */
export const SideNav = ({ items, onNavigate }: Props) => {
  const brand = useBrand();
  const t = brandTokens[brand];
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', flex: 1, pt: 0.5 }}>
      {groupsOf(items).map((group, index) => (
        <Fragment key={group[0]?.key}>
          {index > 0 && <Divider sx={{ mx: 2 }} />}
          <List sx={{ py: 1 }}>
            {group.map((item) => (
              <li key={item.key}>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  onClick={onNavigate}
                  sx={{
                    mx: 1,
                    my: 0.25,
                    px: 1.5,
                    borderRadius: 2,
                    minHeight: 44,
                    '& .MuiListItemIcon-root': { minWidth: 34, color: 'text.secondary' },
                    '& .MuiListItemText-primary': { fontSize: '0.9375rem', whiteSpace: 'nowrap' },
                    '&.active': {
                      bgcolor: t.navSelected,
                      fontWeight: 700,
                      boxShadow: `inset 4px 0 0 ${t.navAccent}`,
                      '& .MuiListItemIcon-root': { color: 'text.primary' },
                    },
                  }}
                >
                  <ListItemIcon aria-hidden>{icons[item.key]}</ListItemIcon>
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Fragment>
      ))}
      <Box sx={{ mt: 'auto', p: 2 }}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<HelpOutlined />}
          onClick={() => openSupportSite(brand)}
          sx={{
            fontSize: '0.8125rem',
            lineHeight: 1.35,
            py: 1,
            px: 1.5,
            justifyContent: 'flex-start',
            textAlign: 'left',
            borderRadius: 2,
          }}
        >
          Need help? View support pages
        </Button>
      </Box>
    </Box>
  );
};
