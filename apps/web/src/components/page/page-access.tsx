import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import {
  featureUnavailableMessage,
  franchiseNoticeMessage,
  type PageAccess,
  type PageKind,
  pageAccess,
} from '@portal/domain/access';
import { LoadingScreen } from '@portal/ui/feedback';
import { type Crumb, PageShell } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { useGlobalConfigState } from '../../lib/global-config/use-global-config.ts';
import { useSessionInstructor, viewerOf } from '../../lib/session/session-context.ts';
import { NotFoundMessage } from '../errors/not-found-message.tsx';

/**
 * The per-page access check of spec 1 §2, decided by packages/domain; 'checking' while a page that only the
 * flags could make missing waits for them (all flags read as off until they arrive).
 */
const usePageAccess = (page: PageKind): PageAccess | { kind: 'checking' } => {
  const instructor = useSessionInstructor();
  const { config, settled } = useGlobalConfigState();
  if (!instructor) return { kind: 'notFound' };
  const access = pageAccess(page, viewerOf(instructor), config);
  return access.kind === 'notFound' && !settled ? { kind: 'checking' } : access;
};

/** The franchise notice, with the brand's support number as a phone link. */
const FranchiseNotice = ({ phone }: { phone: string }) => {
  const [before, after] = franchiseNoticeMessage(phone).split(phone);
  return (
    <Alert severity="info">
      {before}
      <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
      {after}
    </Alert>
  );
};

type Restricted = Extract<PageAccess, { kind: 'inactive' | 'franchise' }>;

/** The notice for a page this instructor may not use: inactive status, or the franchise type. */
const AccessNotice = ({ access }: { access: Restricted }) =>
  access.kind === 'inactive' ? (
    <Alert severity="info">{featureUnavailableMessage}</Alert>
  ) : (
    <FranchiseNotice phone={access.supportPhone} />
  );

type GateProps = { page: PageKind; title: string; breadcrumbs?: readonly Crumb[]; children: ReactNode };

/**
 * Wraps a signed-in page: the page when allowed; its title with the notice when restricted; the page-missing
 * message when the page does not exist for this instructor (the business profile without its flag).
 */
export const PageAccessGate = ({ page, title, breadcrumbs, children }: GateProps) => {
  const access = usePageAccess(page);
  if (access.kind === 'checking') return <LoadingScreen />;
  if (access.kind === 'notFound') return <NotFoundMessage />;
  if (access.kind === 'allowed') return children;
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      <AccessNotice access={access} />
    </PageShell>
  );
};
