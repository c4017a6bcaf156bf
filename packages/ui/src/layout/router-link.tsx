import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLinkBase } from 'react-router';

/** An MUI link that navigates inside the app. */
export const RouterLink = ({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) => (
  <Link component={RouterLinkBase} to={to} {...props} />
);
