export { AuditTrailTable } from './components/audit-trail-table.tsx';
