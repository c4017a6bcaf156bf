import { FeesPage } from '../components/fees-page.tsx';

/** The Fees section's page (lazy-loaded by the office's route table). */
export default function FeesRoute() {
  return <FeesPage />;
}
