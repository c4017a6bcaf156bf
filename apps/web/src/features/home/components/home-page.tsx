import Box from '@mui/material/Box';
import { greeting, homeSubtitle } from '@portal/domain/home';
import { useState } from 'react';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { PageShell } from '../../../components/page/page-shell.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';

/** /home: the greeting (spec 2 §2). The dashboard cards arrive with their features. */
export const HomePage = () => {
  const instructor = useSessionInstructor();
  const [now] = useState(() => new Date());
  const title = greeting(instructor?.firstName ?? '', now).trim();
  return (
    <PageAccessGate page="Home" title={title}>
      <PageShell title={title} subtitle={homeSubtitle}>
        {/* Arrears, Updates, Reminders and Today's lessons cards go in this responsive grid. */}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }} />
      </PageShell>
    </PageAccessGate>
  );
};
