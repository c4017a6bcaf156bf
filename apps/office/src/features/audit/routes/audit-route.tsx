import { AuditPage } from '../components/audit-page.tsx';

/** The audit trail section (/office/audit). */
export const AuditRoute = () => <AuditPage />;
