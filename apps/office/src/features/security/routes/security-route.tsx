import { SecurityPage } from '../components/security-page.tsx';

/** The Security section's page (lazy-loaded by the office's section table). */
export default function SecurityRoute() {
  return <SecurityPage />;
}
