import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brandLabel } from '@portal/domain/access';
import { useBrandBarSx } from '@portal/ui/layout';
import { useLeaveOffice, useSignedInStaff } from '../features/auth/index.ts';

/** The brands a member works for, in words: "AA", "BSM" or "AA and BSM". */
const scopeLabel = (brands: readonly string[]) => brands.map(brandLabel).join(' and ');

/** Who is signed in (name, roles, brand scope) and the two ways out. */
export const TopBar = () => {
  const staff = useSignedInStaff();
  const { leave, fetching } = useLeaveOffice();
  return (
    <Box
      component="header"
      sx={{ ...useBrandBarSx(), height: 64, px: 3, display: 'flex', alignItems: 'center', gap: 2, flexShrink: 0 }}
    >
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', mr: 'auto' }}>
        Office
      </Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0 }} data-testid="signed-in-member">
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
          {staff.name}
        </Typography>
        <Typography variant="body2" sx={{ lineHeight: 1.3 }} noWrap>
          {staff.roles.join(', ')} · {scopeLabel(staff.brands)}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" disabled={fetching} onClick={() => leave(false)}>
        Sign out
      </Button>
      <Button variant="text" size="small" disabled={fetching} onClick={() => leave(true)}>
        Sign out everywhere
      </Button>
    </Box>
  );
};
