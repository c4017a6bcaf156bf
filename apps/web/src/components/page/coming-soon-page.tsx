import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageKind } from '@portal/domain/access';
import { PageAccessGate } from './page-access.tsx';
import { type Crumb, PageShell } from './page-shell.tsx';

type Props = { title: string; page: PageKind; breadcrumbs?: readonly Crumb[] };

/**
 * Stands in for a page a later feature delivers: its title, breadcrumbs and access check are real, so the
 * navigation and its gating can be used and tested now.
 */
export const ComingSoonPage = ({ title, page, breadcrumbs }: Props) => {
  const crumbs = breadcrumbs ?? [{ label: 'Home', to: '/home' }, { label: title }];
  return (
    <PageAccessGate page={page} title={title} breadcrumbs={crumbs}>
      <PageShell title={title} breadcrumbs={crumbs}>
        <Box
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: { xs: 3, sm: 5 },
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Construction sx={{ color: 'text.secondary', fontSize: 32 }} aria-hidden />
          <Typography sx={{ color: 'text.secondary' }}>This part of the portal is on its way.</Typography>
        </Box>
      </PageShell>
    </PageAccessGate>
  );
};
