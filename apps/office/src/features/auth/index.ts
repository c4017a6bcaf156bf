export type { StaffMember } from './api/use-staff-me.ts';
export { useLeaveOffice } from './hooks/use-leave-office.ts';
export { StaffSessionProvider, useSignedInStaff, useStaffSession } from './session/staff-session.tsx';
