import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brandLabel } from '@portal/domain/access';
import { LoadingScreen } from '@portal/ui/feedback';
import { PageShell } from '@portal/ui/page';
import type { ReactNode } from 'react';
import { AuditTrailTable } from '../../audit/index.ts';
import { useOfficeInstructor } from '../api/use-office-instructor.ts';
import { FranchisesSection } from './franchises-section.tsx';
import { ArrearsSection, DocumentsSection, LearnersSection, MessagesSection } from './instructor-sections.tsx';

const Section = ({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) => (
  <Paper component="section" aria-label={title} sx={{ p: 2, gridColumn: wide ? '1 / -1' : undefined }}>
    <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** /office/instructors/:id: everything the office knows of one instructor, each section a link to its tool. */
export const InstructorPage = ({ id }: { id: string }) => {
  const { instructor: page, fetching, error } = useOfficeInstructor(id);
  const crumbs = [{ label: 'Instructors', to: '/instructors' }, { label: page?.name.fullName ?? 'Instructor' }];
  if (!page) {
    return (
      <PageShell title="Instructor" breadcrumbs={crumbs}>
        {fetching ? (
          <LoadingScreen />
        ) : (
          <Alert severity="error">{error?.graphQLErrors[0]?.message ?? 'We could not find that instructor'}</Alert>
        )}
      </PageShell>
    );
  }
  const brands = [...new Set(page.franchises.filter((f) => !f.dormant).map((f) => brandLabel(f.brand)))].join(' and ');
  return (
    <PageShell
      title={page.name.fullName}
      subtitle={`ADI ${page.adiNumber} · ${page.status} · ${brands} · ${[page.town, page.postcode].filter(Boolean).join(' ')}`}
      breadcrumbs={crumbs}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Franchises and capacity" wide>
          <FranchisesSection instructor={page} />
        </Section>
        <Section title="Learners">
          <LearnersSection page={page} />
        </Section>
        <Section title="Documents">
          <DocumentsSection page={page} />
        </Section>
        <Section title="Arrears">
          <ArrearsSection page={page} />
        </Section>
        <Section title="Latest messages">
          <MessagesSection page={page} />
        </Section>
        <Section title="Audit trail" wide>
          <AuditTrailTable of={{ instructorId: page.id }} caption={`${page.name.fullName}'s audit trail`} />
        </Section>
      </Box>
    </PageShell>
  );
};
