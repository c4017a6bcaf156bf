import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useAppName } from '../brand/app-name.ts';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { GenericError } from '../errors/generic-error.tsx';
import { LoadingScreen } from '../feedback/loading-screen.tsx';
import { RouterLink } from '../layout/router-link.tsx';

export type Crumb = { label: string; to?: string };

type Props = {
  title: string;
  subtitle?: string;
  /** e.g. [{ label: 'Home', to: '/home' }, { label: 'Accounts' }]; the last one is the current page. */
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
  /** A page that fills a phone's screen (the calendar): no breadcrumbs, a smaller title on the actions' row. */
  dense?: boolean;
  children?: ReactNode;
};

/**
 * A signed-in page: breadcrumbs, the one h1, and the content with its own loading fallback and error page,
 * so a failing section does not take the navigation down with it.
 */
export const PageShell = ({ title, subtitle, breadcrumbs, actions, dense = false, children }: Props) => {
  const appName = useAppName();
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  return (
    <>
      {breadcrumbs && breadcrumbs.length > 0 && !dense && (
        // A plain list, not a second navigation landmark beside the side navigation.
        <Breadcrumbs
          component="div"
          separator={<NavigateNext fontSize="small" />}
          sx={{ mb: 1.5, fontSize: '0.875rem' }}
        >
          {breadcrumbs.map((crumb, index) =>
            crumb.to && index < breadcrumbs.length - 1 ? (
              <RouterLink key={crumb.label} to={crumb.to} underline="hover" sx={{ fontWeight: 500 }}>
                {crumb.label}
              </RouterLink>
            ) : (
              <Typography key={crumb.label} aria-current="page" sx={{ fontSize: 'inherit', color: 'text.secondary' }}>
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box
        sx={[
          { display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 },
          dense && { alignItems: 'center', flexWrap: 'nowrap', gap: 1, mb: 1 },
        ]}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={dense ? { fontSize: '1.375rem', whiteSpace: 'nowrap' } : undefined}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
        </Box>
        {actions}
      </Box>
      <ErrorBoundary fallback={<GenericError headingLevel="h2" />}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ErrorBoundary>
    </>
  );
};
