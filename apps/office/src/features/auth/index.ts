export type { StaffMember } from './api/use-staff-me.ts';
export { useLeaveOffice } from './hooks/use-leave-office.ts';
export { SignInRoute } from './routes/sign-in-route.tsx';
export { StaffSessionProvider, useSignedInStaff, useStaffSession } from './session/staff-session.tsx';
