import Alert from '@mui/material/Alert';
import { officeAccessMessages, staffMayUse } from '@portal/domain/office';
import { PageShell } from '@portal/ui/page';
import { useSignedInStaff } from '../features/auth/index.ts';
import type { OfficeSection } from './sections.tsx';

/** A section's page, or, for a member whose roles do not include it, the section's title and why not. */
export const SectionRoute = ({ section }: { section: OfficeSection }) => {
  const staff = useSignedInStaff();
  if (!staffMayUse(section.access, staff)) {
    return (
      <PageShell title={section.label}>
        <Alert severity="warning">{officeAccessMessages.notYourRole}</Alert>
      </PageShell>
    );
  }
  const Section = section.component;
  return <Section />;
};

/** The sections this member may use, in navigation order. */
export const useVisibleSections = (sections: readonly OfficeSection[]): readonly OfficeSection[] => {
  const staff = useSignedInStaff();
  return sections.filter((section) => staffMayUse(section.access, staff));
};
