import { AllocationPage } from '../components/allocation-page.tsx';

/** The Allocation section's page (lazy-loaded by the office's route table). */
export default function AllocationRoute() {
  return <AllocationPage />;
}
