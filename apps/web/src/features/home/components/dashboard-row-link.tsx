import ChevronRight from '@mui/icons-material/ChevronRight';
import { RouterLink } from '@portal/ui/layout';
import type { ReactNode } from 'react';

type Props = {
  to: string;
  testId: string;
  /** Extra data attributes the journeys read (e.g. `data-done`). */
  data?: Record<`data-${string}`, string | boolean>;
  children: ReactNode;
};

/** One row of a home card's list: a whole-row link, thumb high (48 px), a divider above and a chevron at the end. */
export const DashboardRowLink = ({ to, testId, data, children }: Props) => (
  <li>
    <RouterLink
      to={to}
      underline="none"
      data-testid={testId}
      {...data}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 48, borderTop: 1, borderColor: 'divider' }}
    >
      {children}
      <ChevronRight aria-hidden />
    </RouterLink>
  </li>
);
