import { StaffPage } from '../components/staff-page.tsx';

/** The staff section (Admin). */
export default function StaffAdminSection() {
  return <StaffPage />;
}
