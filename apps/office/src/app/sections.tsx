import type { SvgIconComponent } from '@mui/icons-material';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { ENROLMENT_ACCESS, type OfficeAccessRule, STAFF_ADMIN_ACCESS } from '@portal/domain/office';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A section of the office: one entry of `officeSections` gives its navigation item, its route and its access. */
export type OfficeSection = {
  /** Under /office/: `instructors` serves /office/instructors and every page below it (the section's own routes). */
  path: string;
  /** The navigation item's words. */
  label: string;
  icon: SvgIconComponent;
  /**
   * Who sees the item and may open the section: `'staff'` (every member), `'self'` (every member, a new one still
   * setting up a second factor too) or `{ roles: [...] }`, the rule the
   * server's office access declares for the section's operations (packages/domain `staffMayUse`).
   */
  access: OfficeAccessRule;
  /** The section's page, loaded with its route: `lazy(() => import('../features/<f>/routes/<f>-route.tsx'))`. */
  component: LazyExoticComponent<ComponentType>;
};

/** A section whose feature has not landed yet: its page says so (the navigation and access are already real). */
const comingSoon = (title: string) =>
  lazy(() =>
    import('./placeholder-section.tsx').then(({ PlaceholderSection }) => ({
      default: () => <PlaceholderSection title={title} />,
    })),
  );

/**
 * The office's sections, in navigation order. Adding a section is one entry here (docs/adding-a-feature.md,
 * office part); the shell, the navigation and the not-your-role page follow from it.
 */
export const officeSections: readonly OfficeSection[] = [
  {
    path: 'instructors',
    label: 'Instructors',
    icon: PeopleOutlined,
    access: 'staff',
    component: lazy(() =>
      import('../features/directory/routes/directory-route.tsx').then((m) => ({ default: m.DirectoryRoute })),
    ),
  },
  {
    path: 'allocation',
    label: 'Allocation',
    icon: PersonAddAltOutlined,
    access: { roles: ['Allocations'] },
    component: lazy(() => import('../features/allocation/routes/allocation-route.tsx')),
  },
  {
    path: 'inbox',
    label: 'Chat inbox',
    icon: ChatOutlined,
    access: { roles: ['Support'] },
    component: lazy(() => import('../features/inbox/routes/inbox-route.tsx')),
  },
  {
    path: 'documents',
    label: 'Documents',
    icon: FactCheckOutlined,
    access: { roles: ['Support'] },
    component: lazy(() => import('../features/documents/routes/documents-route.tsx')),
  },
  {
    path: 'fees',
    label: 'Fees',
    icon: PaymentsOutlined,
    access: { roles: ['Finance'] },
    component: lazy(() => import('../features/fees/routes/fees-route.tsx')),
  },
  {
    path: 'news',
    label: 'News',
    icon: NewspaperOutlined,
    access: { roles: ['Content'] },
    component: lazy(() => import('../features/news/routes/news-route.tsx')),
  },
  {
    path: 'enrolments',
    label: 'Enrolments',
    icon: GroupAddOutlined,
    access: ENROLMENT_ACCESS,
    component: lazy(() => import('../features/enrolment/routes/enrolment-route.tsx')),
  },
  {
    path: 'staff',
    label: 'Staff',
    icon: ManageAccountsOutlined,
    access: STAFF_ADMIN_ACCESS,
    component: lazy(() => import('../features/staff-admin/routes/staff-admin-route.tsx')),
  },
  {
    path: 'audit',
    label: 'Audit trail',
    icon: HistoryOutlined,
    access: { roles: ['Admin'] },
    component: lazy(() => import('../features/audit/routes/audit-route.tsx').then((m) => ({ default: m.AuditRoute }))),
  },
  {
    path: 'security',
    label: 'Security',
    icon: SecurityOutlined,
    // The member's own passkeys and authenticator app: open to a new member still setting up a second factor.
    access: 'self',
    component: lazy(() => import('../features/security/routes/security-route.tsx')),
  },
];
