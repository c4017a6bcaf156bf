import ExpandMore from '@mui/icons-material/ExpandMore';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { avatarBrand, initialsOf } from '@portal/domain/access';
import { BRAND_YELLOW, bothBrandsAvatar, brandTokens, INK, useBrand } from '@portal/ui/brand';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionInstructor } from '../../lib/session/session-context.ts';

const avatarColours = (held: SessionInstructor['brands']) => {
  const which = avatarBrand(held);
  if (which === 'both') return { bgcolor: bothBrandsAvatar.avatar, color: bothBrandsAvatar.onAvatar };
  if (which === 'aa') return { bgcolor: BRAND_YELLOW, color: INK, boxShadow: `0 0 0 2px ${INK}` };
  return { bgcolor: brandTokens.bsm.avatar, color: brandTokens.bsm.onAvatar };
};

type Props = { instructor: SessionInstructor; onSignOut: () => void };

/** The avatar (initials, grey with both brands) and full name, opening My Details, Change Password, Logout. */
export const AccountMenu = ({ instructor, onSignOut }: Props) => {
  const brand = useBrand();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const initials = initialsOf(instructor.firstName, instructor.lastName);
  const avatarSx = {
    width: 36,
    height: 36,
    fontSize: '0.9375rem',
    fontWeight: 700,
    ...avatarColours(instructor.brands),
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Account options for ${instructor.fullName}`}
        sx={{ borderRadius: 6, p: 0.5, pr: { xs: 0.5, sm: 1 }, gap: 1, color: 'inherit', minWidth: 44, minHeight: 44 }}
      >
        <Avatar sx={avatarSx}>{initials}</Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600, fontSize: '0.9375rem' }}>
          {instructor.fullName}
        </Box>
        <ExpandMore fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
      >
        {/* A phone's bar has room only for the avatar: the menu says whose account it is (spec 1 §2). */}
        <Box
          role="presentation"
          sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1.5, px: 2, py: 1, mb: 0.5 }}
        >
          <Avatar sx={avatarSx} aria-hidden>
            {initials}
          </Avatar>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {instructor.fullName}
          </Box>
        </Box>
        <Divider sx={{ display: { xs: 'block', sm: 'none' } }} />
        <MenuItem onClick={() => go('/settings/my-details')}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          My Details
        </MenuItem>
        <MenuItem onClick={() => go(`/${brand}/change-password`)}>
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
};
